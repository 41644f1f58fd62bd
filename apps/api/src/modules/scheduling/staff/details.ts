import type { TAppointmentDetails, TParticipant } from '@curo/core/scheduling-staff';
import type { Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { findUserById } from '../../users';
import { toAppointmentDto } from '../appointment-dto';
import { appointmentFor, seesAdminNote } from '../appointments.policy';
import { eventsWithNames } from '../appointments.repository';
import { findDoctorSchedulingProfile } from '../availability.repository';
import { allowedActions } from '../state-machine';
import { type ParticipantRow, participantsOf } from './participants.repository';

const nameOf = (u: { firstName: string; lastName: string } | undefined | null) =>
  u ? `${u.firstName} ${u.lastName}` : null;

export const toParticipantDto = (row: ParticipantRow): TParticipant => ({
  id: row.id,
  appointmentId: row.appointmentId,
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  invited: row.inviteTokenHash !== null || row.acceptedAt !== null,
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The history with the names of who acted (and as whom, when an admin acted as someone). */
async function historyOf(db: Executor, appointmentId: string, search?: string) {
  const entries = (await eventsWithNames(db, appointmentId)).map((r) => ({
    id: r.event.id,
    action: r.event.action,
    fromStatus: r.event.fromStatus,
    toStatus: r.event.toStatus,
    actorName: r.actorName,
    actingAsName: r.actingAsName,
    details: (r.event.details ?? {}) as Record<string, unknown>,
    createdAt: r.event.createdAt.toISOString(),
  }));
  if (!search) return entries;
  const needle = search.toLowerCase();
  return entries.filter((e) =>
    [e.action, e.toStatus, e.actorName ?? '', JSON.stringify(e.details)].some((v) =>
      v.toLowerCase().includes(needle),
    ),
  );
}

/**
 * `GET /appointments/details/{id}/{section}?search=`: one appointment for its page, with the names
 * a person reads, the actions its state allows, and (section all | history | participants) its
 * history (searched by `search`) and the people in it.
 */
export async function appointmentDetails({
  db,
  principal,
  id,
  section,
  search,
}: {
  db: Executor;
  principal: Principal;
  id: string;
  section: 'all' | 'history' | 'participants';
  search?: string;
}): Promise<TAppointmentDetails> {
  const row = await appointmentFor(db, principal, id);
  const [patient, doctor, profile] = await Promise.all([
    findUserById(db, row.patientId),
    row.doctorId ? findUserById(db, row.doctorId) : undefined,
    row.doctorId ? findDoctorSchedulingProfile(db, row.doctorId) : undefined,
  ]);
  return {
    appointment: toAppointmentDto(row),
    patientName: nameOf(patient) ?? '',
    doctorName: nameOf(doctor),
    doctorTimeZone: profile?.timeZone ?? null,
    allowedActions: allowedActions(row.status),
    ...(seesAdminNote(principal)
      ? { adminNote: ((row.details ?? {}) as { adminNote?: string }).adminNote ?? null }
      : {}),
    ...(section !== 'participants' ? { history: await historyOf(db, row.id, search) } : {}),
    ...(section !== 'history'
      ? { participants: (await participantsOf(db, row.id)).map(toParticipantDto) }
      : {}),
  };
}
