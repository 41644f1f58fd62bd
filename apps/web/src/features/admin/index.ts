/** What other features may use of admin: pages that embed its parts import them from here only. */

export { useUser } from './api/get-user';
export { PatientNotFound } from './components/patient-not-found';
export { AdminPage } from './pages/admin-page';
