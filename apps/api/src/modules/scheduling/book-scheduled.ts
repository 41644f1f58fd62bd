import type { TConfirmBooking } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import { schedulingMessages, type TAppointment, type TCreateScheduledRequest } from '@curo/core/scheduling';
import { doctorDisplayName } from '@curo/core/users';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { authoriseConsultCharge, recordAuthorisation, releaseAuthorisation } from '../billing';
import { quoteDiscountCode, redeemDiscountCode } from '../discounts';
import { findFamilyMember } from '../family-members';
import { attachReferralToBooking } from '../referrals';
import { findUserById } from '../users';
import { canBookFor, unnamedPatientOf } from '../users/users.policy';
import { toAppointmentDto } from './appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from './appointment-effects';
import { isPatientBookingForSelf, mayConfirmHold } from './appointments.policy';
import {
  type AppointmentRow,
  findAppointment,
  insertAppointment,
  isExclusionViolation,
  liveHoldsBy,
  releaseHolds,
  updateAppointmentIfStatus,
} from './appointments.repository';
import { priceConsult } from './consult-billing';
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
  const bookedBy = principal.actorId ?? principal.userId;
  if (hold) {
    const resumed = await resumeOwnHold(
      db,
      { hub, mail },
      { bookedBy, patientId, doctorId: doctor.id, startsAt, endsAt, request },
    );
    if (resumed) return resumed;
  }
  await assertBookable(db, doctor.id, startsAt, request.duration);
  const status = hold ? ('held' as const) : ('scheduled' as const);
  const price = await priceConsult(db, {
    patientId,
    doctorId: doctor.id,
    type: 'scheduled',
    duration: request.duration,
  });
  // A patient's own booking that costs them something is paid for on confirming a hold; staff
  // booking for a patient (a doctor's booking, a follow-up) settle the fee with them.
  if (!hold && price.billing === 'private' && isPatientBookingForSelf(principal, patientId))
    throw new AppError(ErrorCode.PAYMENT_REQUIRED, schedulingMessages.payOnConfirm);
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
        priceCents: price.priceCents,
        billing: price.billing,
        bookedBy,
        followUpOf: booking.followUpOf ?? null,
        details: booking.details ?? {},
      });
      if (request.referralId)
        await attachReferralToBooking(tx, {
          referralId: request.referralId,
          patientId,
          doctorId: doctor.id,
          appointmentId: inserted.id,
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

/**
 * A patient's own live hold is resumed, not fought (decision 0048): holding the very time they
 * already hold (a reload at the confirm step, a second tab) answers that hold, with the same id and
 * the same expiry, the reason and family member brought up to date. Holding another time lets go of
 * their other holds first, so one booking never blocks itself and leaves no stray holds behind.
 */
async function resumeOwnHold(
  db: Db,
  effects: { hub: RealtimeHub; mail: MailDelivery },
  {
    bookedBy,
    patientId,
    doctorId,
    startsAt,
    endsAt,
    request,
  }: {
    bookedBy: string;
    patientId: string;
    doctorId: string;
    startsAt: Date;
    endsAt: Date;
    request: TCreateScheduledRequest;
  },
): Promise<TAppointment | null> {
  const own = await liveHoldsBy(db, bookedBy, patientId);
  const same = own.find(
    (r) =>
      r.doctorId === doctorId &&
      r.startsAt?.getTime() === startsAt.getTime() &&
      r.endsAt?.getTime() === endsAt.getTime(),
  );
  if (same) {
    const updated = await updateAppointmentIfStatus(db, same.id, 'held', {
      reason: request.reason,
      familyMemberId: request.familyMemberId ?? null,
    });
    if (updated) return toAppointmentDto(updated);
  }
  const released = await db.transaction(async (tx) => {
    const rows = await releaseHolds(
      tx,
      own.filter((r) => r.id !== same?.id).map((r) => r.id),
    );
    for (const row of rows)
      await recordAppointmentChange(
        tx,
        { row, action: 'expireHold', fromStatus: 'held', principal: null },
        effects,
      );
    return rows;
  });
  for (const row of released) await announceAppointmentChange(effects, row, 'expireHold');
  return null;
}

/**
 * `POST /appointments/confirmSpecialtySlot`: turns a live hold into a booking, paid for (decision
 * 0036). The fee is worked out again (a company's cover or a price may have changed since the
 * hold), less a discount code; what is left is held on the patient's saved card before the
 * booking's transaction, which then uses the code, books the time and records the payment together.
 * If that transaction fails (the code's last use was taken, the hold ran out meanwhile) the card's
 * hold is let go: nothing is booked without a successful authorisation, and nothing is held
 * without a booking. A lapsed hold is gone.
 */
export async function confirmHold({
  db,
  principal,
  input,
  idempotencyKey,
  gateway,
  hub,
  mail,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  input: TConfirmBooking;
  idempotencyKey: string;
  gateway: PaymentGateway | null;
  hub: RealtimeHub;
  mail: MailDelivery;
  now?: Date;
}): Promise<TAppointment> {
  const current = await findAppointment(db, input.appointmentId);
  if (!current || !mayConfirmHold(principal, current)) throw notFound('Appointment not found');
  const lapsed = current.status === 'held' && (current.holdExpiresAt?.getTime() ?? 0) <= now.getTime();
  if (lapsed) await expireHolds(db, { hub, mail }, current.doctorId ?? undefined);
  assertLiveHold(current, now);
  const duration =
    current.startsAt && current.endsAt
      ? (current.endsAt.getTime() - current.startsAt.getTime()) / MINUTE_MS
      : 0;
  const price = await priceConsult(db, {
    patientId: current.patientId,
    doctorId: current.doctorId ?? '',
    type: current.type,
    duration,
    bulkBill: input.bulkBill,
    now,
  });
  const paying = price.billing === 'private';
  const discount =
    paying && input.discountCode
      ? await quoteDiscountCode(db, {
          code: input.discountCode,
          patientId: current.patientId,
          priceCents: price.priceCents,
          now,
        })
      : null;
  const amountCents = price.priceCents - (discount?.amountOffCents ?? 0);
  const hold =
    paying && amountCents > 0
      ? await authoriseConsultCharge(db, gateway, {
          patientId: current.patientId,
          appointmentId: current.id,
          paymentMethodId: input.paymentMethodId,
          priceCents: price.priceCents,
          discountCents: discount?.amountOffCents ?? 0,
          discountCode: discount?.code ?? null,
          description: await consultDescription(db, current),
          idempotencyKey,
        })
      : null;
  let row: AppointmentRow;
  try {
    row = await db.transaction(async (tx) => {
      if (discount)
        await redeemDiscountCode(tx, {
          code: discount.code,
          patientId: current.patientId,
          priceCents: price.priceCents,
          appointmentId: current.id,
          now,
        });
      const updated = await updateAppointmentIfStatus(tx, current.id, 'held', {
        status: 'scheduled',
        holdExpiresAt: null,
        priceCents: price.priceCents,
        billing: price.billing,
        mbsItem: price.mbsItem,
      });
      if (!updated)
        throw new AppError(ErrorCode.HOLD_EXPIRED, 'The hold ended a moment ago. Choose a time again');
      if (hold) await recordAuthorisation(tx, hold);
      await recordAppointmentChange(
        tx,
        {
          row: updated,
          action: 'confirmHold',
          fromStatus: 'held',
          principal,
          details: {
            billing: price.billing,
            priceCents: price.priceCents,
            amountCents: paying ? amountCents : 0,
            ...(discount ? { discountCode: discount.code, discountCents: discount.amountOffCents } : {}),
          },
        },
        { hub, mail },
      );
      return updated;
    });
  } catch (error) {
    if (hold) await releaseAuthorisation(gateway, hold);
    throw error;
  }
  await announceAppointmentChange({ hub, mail }, row, 'confirmHold');
  return toAppointmentDto(row);
}

/** A hold whose time ran out answers HOLD_EXPIRED (and is released here, with its doctor's lapsed holds). */
function assertLiveHold(current: AppointmentRow, now: Date): void {
  const lapsed = current.status === 'held' && (current.holdExpiresAt?.getTime() ?? 0) <= now.getTime();
  if (lapsed || current.status === 'expired')
    throw new AppError(
      ErrorCode.HOLD_EXPIRED,
      'The time was held for 10 minutes and has been released. Choose a time again',
    );
  if (current.status !== 'held')
    throw new AppError(ErrorCode.INVALID_STATE, `This appointment is ${current.status}, not held`);
}

/** What the card statement and the receipt call the consult: "Consult with Dr Ana Ng, Thu 26 Nov 2026, 10:00 am AEDT". */
async function consultDescription(db: Executor, row: AppointmentRow): Promise<string> {
  const doctor = row.doctorId ? await findUserById(db, row.doctorId) : undefined;
  const who = doctor ? ` with ${doctorDisplayName(doctor)}` : '';
  const when = row.startsAt
    ? `, ${row.startsAt.toLocaleString('en-AU', {
        timeZone: 'Australia/Sydney',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })}`
    : '';
  return `Consult${who}${when}`;
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
