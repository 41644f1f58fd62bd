/** What other features may use of admin: pages that embed its parts import them from here only. */
export { AdminPage } from './pages/admin-page';
