import type { TAppointmentList } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { toAppointmentDto } from './appointment-dto';
import { seesAppointmentsOf } from './appointments.policy';
import { doctorDay, type ListScope, listAppointments } from './appointments.repository';
import { findDoctorSchedulingProfile } from './availability.repository';
import { localDate } from './load-schedule';

/**
 * A page of a list as clients get it: each appointment with the names a list shows. `redactReason`
 * leaves out why the consult was booked (for readers who may know that it happened, not why).
 */
export function toAppointmentList(
  listed: Awaited<ReturnType<typeof listAppointments>>,
  page: number,
  pageSize: number,
  redactReason = false,
): TAppointmentList {
  return {
    items: listed.rows.map((r) => ({
      ...toAppointmentDto(r.row),
      ...(redactReason ? { reason: null } : {}),
      patientName: r.patientName,
      doctorName: r.doctorName,
    })),
    total: listed.total,
    page,
    pageSize,
  };
}

/**
 * `GET /appointments/list/{scope}/{page}/{pageSize}?search=`: the caller's own appointments, as
 * patient or as doctor (docs/decisions/0012-appointment-lists.md).
 */
export async function listMyAppointments({
  db,
  principal,
  scope,
  page,
  pageSize,
  search,
  patientId,
}: {
  db: Executor;
  principal: Principal;
  scope: ListScope;
  page: number;
  pageSize: number;
  search?: string;
  /** Only consults with this patient (a clinician's earlier consults with them); still only yours. */
  patientId?: string;
}): Promise<TAppointmentList> {
  const listed = await listAppointments(
    db,
    { kind: 'participant', userId: principal.userId },
    { scope, search, page, pageSize, patientId },
  );
  return toAppointmentList(listed, page, pageSize);
}

/** `GET /users/{id}/appointments/date/{date}`: a doctor's day in their zone (theirs, or any for admins). */
export async function doctorAppointmentsOn({
  db,
  principal,
  doctorId,
  date,
}: {
  db: Executor;
  principal: Principal;
  doctorId: string;
  date: string;
}) {
  if (!seesAppointmentsOf(principal, doctorId)) throw notFound('Doctor not found');
  const profile = await findDoctorSchedulingProfile(db, doctorId);
  if (!profile) throw notFound('Doctor not found');
  // The local day's bounds: generous UTC bounds, then keep what starts on that local date.
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const rows = await doctorDay(
    db,
    doctorId,
    new Date(midnight - 14 * 3_600_000),
    new Date(midnight + 38 * 3_600_000),
  );
  return {
    timeZone: profile.timeZone,
    items: rows
      .filter((r) => r.startsAt && localDate(r.startsAt, profile.timeZone) === date)
      .map((r) => ({ ...toAppointmentDto(r), patientName: r.patientName })),
  };
}
