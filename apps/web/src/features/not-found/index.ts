/** What other features may use of not-found: pages that embed its parts import them from here only. */
export { NotFoundPage } from './pages/not-found-page';
