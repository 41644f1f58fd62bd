/** What other features may use of scheduling: pages that embed its parts import them from here only. */
export { useAppointmentAction } from './api/appointment-actions';
export { useDoctorDay } from './api/doctor-day';
export { appointmentListQueryOptions } from './api/get-appointments';
export { useConsultSettings } from './api/get-consult-settings';
export { useDirectory } from './api/get-directory';
export { useSlots } from './api/get-slots';
export { schedulingKeys } from './api/query-keys';
export { AppointmentActions } from './components/appointment-actions';
export { FreeTimes } from './components/free-times';
export { StatusPill } from './components/status-pill';
export { actionsFor } from './utils/appointment-status';
