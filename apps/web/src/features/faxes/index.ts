/** Received faxes (decision 0041): the admin tray at `/admin/faxes`. */
export { FaxesAdminPage } from './pages/faxes-admin-page';
