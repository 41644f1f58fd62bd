import type { TRoomPresence } from '@curo/core/room';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';

/** "Dr Priya Raman", as the call names a doctor; "your doctor" before one is known. */
export const doctorLabel = (consult: TAppointmentDetails) =>
  consult.doctorName ? `Dr ${consult.doctorName}` : 'your doctor';

/** Whether the signed-in user is this consult's doctor (who may end it). */
export const isDoctorOf = (consult: TAppointmentDetails, userId: string | undefined) =>
  Boolean(userId) && consult.appointment.doctorId === userId;

/** The person the viewer has come to see: the doctor, or (for the doctor) the patient. */
export const otherPartyOf = (consult: TAppointmentDetails, isDoctor: boolean) =>
  isDoctor ? consult.patientName : doctorLabel(consult);

/** "Mia Nguyen", "Mia Nguyen and Dr Sam Okafor", "A, B and C". */
export function namesOf(people: TRoomPresence[]): string {
  const names = people.map((p) => p.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
