/** What other features may use of auth: pages that embed its parts import them from here only. */
export { LOGOUT_PATH, logoutUser } from './api/logout-user';
