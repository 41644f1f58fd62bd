import { ErrorCode } from '@curo/core/errors';
import { schedulingMessages, type TAppointment, type TCreateScheduledRequest } from '@curo/core/scheduling';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { findFamilyMember } from '../family-members';
import { findUserById } from '../users';
import { canBookFor, unnamedPatientOf } from '../users/users.policy';
import { toAppointmentDto } from './appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from './appointment-effects';
import { mayConfirmHold } from './appointments.policy';
import {
  findAppointment,
  insertAppointment,
  isExclusionViolation,
  updateAppointmentIfStatus,
} from './appointments.repository';
import { computeSlotsForDate } from './engine';
import { expireHolds } from './expire-holds';
import { slotSettings } from './get-slots';
import { loadDoctorSchedule, localDate } from './load-schedule';

const MINUTE_MS = 60_000;
export const slotTaken = () => new AppError(ErrorCode.SLOT_TAKEN, schedulingMessages.slotTaken);
const slotUnavailable = (message: string = schedulingMessages.slotUnavailable) =>
  new AppError(ErrorCode.SLOT_UNAVAILABLE, message);

/** Who the consult is for: the caller themselves, or (staff) the patient they name (users.policy.ts). */
export async function patientFor(
  db: Executor,
  principal: Principal,
  patientId: string | undefined,
): Promise<string> {
  const id = patientId ?? unnamedPatientOf(principal);
  if (!id) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the patient the consult is for');
  if (!(await canBookFor(principal, id, () => findUserById(db, id)))) throw notFound('Patient not found');
  return id;
}

/**
 * Checks a requested start against the doctor's slots: a time they do not offer (outside their
 * hours, in a break, too soon, too far ahead, off the quarter-hour, busy in their own calendar) is
 * SLOT_UNAVAILABLE; one that is offered but booked is SLOT_TAKEN. The database's exclusion
 * constraint is what finally decides between two people racing for the same time.
 */
export async function assertBookable(
  db: Executor,
  doctorId: string,
  startsAt: Date,
  duration: number,
  now = new Date(),
  /** Moving an existing appointment: its current time is not in the way. */
  ignoreAppointmentId?: string,
): Promise<void> {
  const from = new Date(startsAt.getTime() - 36 * 3_600_000);
  const to = new Date(startsAt.getTime() + 36 * 3_600_000);
  const schedule = await loadDoctorSchedule(db, doctorId, from, to, ignoreAppointmentId);
  if (!schedule.consult.kinds.includes('scheduled')) throw slotUnavailable(schedulingMessages.kindNotOffered);
  const slots = computeSlotsForDate({
    availability: schedule.availability,
    settings: slotSettings(schedule, duration),
    busy: schedule.busy,
    now,
    date: localDate(startsAt, schedule.zone),
    showAll: true,
  });
  const slot = slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw slotUnavailable();
  if (slot.free) return;
  if (slot.reason === 'booked') throw slotTaken();
  if (slot.reason === 'notice') throw slotUnavailable(schedulingMessages.notice);
  if (slot.reason === 'horizon') throw slotUnavailable(schedulingMessages.horizon);
  throw slotUnavailable();
}

/** How long `bookSpecialtySlot` keeps a slot while the patient finishes booking. */
export const HOLD_MINUTES = 10;

/**
 * Books a slot: `scheduled` at once (`createFreeScheduledAppointment`), or `held` for
 * HOLD_MINUTES (`bookSpecialtySlot`) until `confirmSpecialtySlot`. Either way the exclusion
 * constraint guarantees that only one booking of an overlapping time succeeds.
 */
export async function bookSlot({
  db,
  principal,
  request,
  hold,
  hub,
  mail,
  booking = {},
}: {
  db: Db;
  principal: Principal;
  request: TCreateScheduledRequest;
  hold: boolean;
  hub: RealtimeHub;
  mail: MailDelivery;
  /**
   * What a booking made for someone adds: the consult it follows up, kind-specific details, and
   * the action its history records (a doctor's booking, a follow-up) instead of `create`.
   */
  booking?: { followUpOf?: string; details?: Record<string, unknown>; action?: string };
}): Promise<TAppointment> {
  const action = booking.action ?? (hold ? 'hold' : 'create');
  const patientId = await patientFor(db, principal, request.patientId);
  if (request.familyMemberId && !(await findFamilyMember(db, patientId, request.familyMemberId)))
    throw notFound('Family member not found');
  const doctor = await findUserById(db, request.doctorId);
  if (doctor?.role !== 'doctor' || doctor.status !== 'active' || doctor.deletedAt)
    throw notFound('Doctor not found');
  const startsAt = new Date(request.startsAt);
  const endsAt = new Date(startsAt.getTime() + request.duration * MINUTE_MS);
  await expireHolds(db, { hub, mail }, doctor.id);
  await assertBookable(db, doctor.id, startsAt, request.duration);
  const status = hold ? ('held' as const) : ('scheduled' as const);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertAppointment(tx, {
        type: 'scheduled',
        status,
        patientId,
        doctorId: doctor.id,
        familyMemberId: request.familyMemberId ?? null,
        startsAt,
        endsAt,
        holdExpiresAt: hold ? new Date(Date.now() + HOLD_MINUTES * MINUTE_MS) : null,
        reason: request.reason,
        bookedBy: principal.actorId ?? principal.userId,
        followUpOf: booking.followUpOf ?? null,
        details: booking.details ?? {},
      });
      await recordAppointmentChange(
        tx,
        {
          row: inserted,
          action,
          fromStatus: null,
          principal,
          details: { startsAt: startsAt.toISOString(), duration: request.duration },
        },
        { hub, mail },
      );
      return inserted;
    });
    await announceAppointmentChange({ hub, mail }, row, action);
    return toAppointmentDto(row);
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
}

/** `POST /appointments/confirmSpecialtySlot`: turns a live hold into a booking; a lapsed one is gone. */
export async function confirmHold({
  db,
  principal,
  appointmentId,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  const current = await findAppointment(db, appointmentId);
  if (!current || !mayConfirmHold(principal, current)) throw notFound('Appointment not found');
  // A hold whose time ran out is released here (its doctor's lapsed holds with it), not by a sweep.
  const lapsed = current.status === 'held' && (current.holdExpiresAt?.getTime() ?? 0) <= Date.now();
  if (lapsed) await expireHolds(db, { hub, mail }, current.doctorId ?? undefined);
  if (lapsed || current.status === 'expired')
    throw new AppError(
      ErrorCode.HOLD_EXPIRED,
      'The time was held for 10 minutes and has been released. Choose a time again',
    );
  if (current.status !== 'held')
    throw new AppError(ErrorCode.INVALID_STATE, `This appointment is ${current.status}, not held`);
  const row = await db.transaction(async (tx) => {
    const updated = await updateAppointmentIfStatus(tx, current.id, 'held', {
      status: 'scheduled',
      holdExpiresAt: null,
    });
    if (!updated)
      throw new AppError(ErrorCode.HOLD_EXPIRED, 'The hold ended a moment ago. Choose a time again');
    await recordAppointmentChange(
      tx,
      { row: updated, action: 'confirmHold', fromStatus: 'held', principal },
      { hub, mail },
    );
    return updated;
  });
  await announceAppointmentChange({ hub, mail }, row, 'confirmHold');
  return toAppointmentDto(row);
}

/** `GET /appointments/isAppointmentDateAvailable`: whether a time could be booked now, and if not why. */
export async function isTimeAvailable(db: Executor, doctorId: string, startsAt: Date, duration: number) {
  try {
    await assertBookable(db, doctorId, startsAt, duration);
    return { available: true, code: null, message: null };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409)
      return { available: false, code: error.code, message: error.message };
    throw error;
  }
}
