/** What other features may use of the staff's appointment screens: the list of active doctors, by name. */
export { DOCTORS_PATH, doctorName, useDoctors } from './api/get-doctors';
