import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { toAppointmentDto } from './appointment-dto';
import type { AppointmentRow } from './appointments.repository';

/** Tells everyone involved, live: the appointment's own topic and the patient's and doctor's. */
export async function publishAppointmentChange(hub: RealtimeHub, row: AppointmentRow, action: string) {
  const event = { type: 'appointment.changed', action, appointment: toAppointmentDto(row) };
  const topics = [
    `appointment:${row.id}`,
    `user:${row.patientId}`,
    ...(row.doctorId ? [`user:${row.doctorId}`] : []),
  ];
  await Promise.all(topics.map((topic) => hub.publish(topic, event)));
}
