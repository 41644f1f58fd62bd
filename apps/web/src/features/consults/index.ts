/** What other features may use of consults: pages that embed its parts import them from here only. */
export { DoctorOverview } from './components/doctor-overview';
