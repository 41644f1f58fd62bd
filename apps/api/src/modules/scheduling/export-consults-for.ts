import type { TPrivacyExport } from '@curo/core/privacy';
import { doctorDisplayName } from '@curo/core/users';
import type { Executor } from '../../db/client';
import { toAppointmentDto } from './appointment-dto';
import { eventsOfConsults, listAppointments } from './appointments.repository';
import { allEntriesOf } from './waitlist/waitlist.repository';

/** Consults read a page at a time, so a long history never becomes one enormous query. */
const BATCH = 200;

/**
 * Every consult booked for the patient or their family members, of every kind, newest first, each
 * with the history of its states (decision 0057). Holds that lapsed before they were confirmed are
 * left out, as every list leaves them out: they were never a booking.
 */
export async function exportConsultsFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TPrivacyExport['consults']> {
  const consults: TPrivacyExport['consults'] = [];
  for (let page = 1; ; page++) {
    const listed = await listAppointments(
      db,
      { kind: 'patient', patientId },
      { scope: 'all', page, pageSize: BATCH, newestFirst: true },
    );
    const events = await eventsOfConsults(
      db,
      listed.rows.map((r) => r.row.id),
    );
    for (const { row, patientName, doctorName } of listed.rows)
      consults.push({
        ...toAppointmentDto(row),
        patientName,
        doctorName,
        history: events
          .filter((e) => e.appointmentId === row.id)
          .map((e) => ({
            action: e.action,
            fromStatus: e.fromStatus,
            toStatus: e.toStatus,
            at: e.createdAt.toISOString(),
          })),
      });
    if (listed.rows.length < BATCH || page * BATCH >= listed.total) break;
  }
  return consults;
}

/** Every waitlist entry the patient has had (waiting, offered, booked or left). */
export async function exportWaitlistFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TPrivacyExport['waitlist']> {
  return (await allEntriesOf(db, patientId)).map(({ entry, doctorFirst, doctorLast }) => ({
    id: entry.id,
    doctorName:
      doctorFirst && doctorLast ? doctorDisplayName({ firstName: doctorFirst, lastName: doctorLast }) : null,
    specialty: entry.specialty,
    status: entry.status,
    joinedAt: entry.createdAt.toISOString(),
  }));
}
