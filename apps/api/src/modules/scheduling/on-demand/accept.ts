import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import { onDemandMessages } from '@curo/core/scheduling-on-demand';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { toAppointmentDto } from '../appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from '../appointment-effects';
import { specialtyAllows } from '../appointments.policy';
import {
  type AppointmentRow,
  eventsOf,
  findAppointment,
  isExclusionViolation,
} from '../appointments.repository';
import { wrongState } from '../cancel-appointment';
import { TRANSITIONS } from '../state-machine';
import {
  type ClaimFacts,
  claimSight,
  dispatches,
  doctorActedFor,
  onDemandDoctor,
  type TakeRefusal,
  takeRefusal,
} from './on-demand.policy';
import {
  claimAppointment,
  closeOtherOffers,
  findActiveDoctor,
  findEmergencyOffer,
  isOnShift,
  respondToOffer,
} from './on-demand.repository';

const MINUTE_MS = 60_000;
/** How long an on-demand consult holds the doctor's time from the moment they take it. */
export const INSTANT_CONSULT_MINUTES = 15;
export const EMERGENCY_CONSULT_MINUTES = 30;

export const alreadyTaken = () => new AppError(ErrorCode.ALREADY_TAKEN, onDemandMessages.alreadyTaken);
export const doctorBusy = () => new AppError(ErrorCode.DOCTOR_BUSY, onDemandMessages.doctorBusy);

/** The state each kind is claimed from: the instant queue, or a request waiting for a doctor. */
const CLAIMABLE_FROM = {
  instant: 'queued',
  emergency: 'requested',
  callback: 'requested',
  offline: 'requested',
} as const;

const forbid = (message: string) => new AppError(ErrorCode.FORBIDDEN, message);

/** Each reason a doctor may not take a consult (on-demand.policy.ts), in words. */
const REFUSALS: Record<TakeRefusal, (row: AppointmentRow) => AppError> = {
  notInstantDoctor: () => forbid('Only instant doctors take instant consults'),
  notOnShift: () => new AppError(ErrorCode.NOT_ON_SHIFT, onDemandMessages.notOnShift),
  noEmergencies: () => forbid('This doctor does not take emergency consults'),
  offerDeclined: () => new AppError(ErrorCode.OFFER_DECLINED, onDemandMessages.offerDeclined),
  offerClosed: () => alreadyTaken(),
  noOffer: () => forbid(onDemandMessages.noOffer),
  notDoctor: (row) => forbid(`Only doctors take ${row.type} consults`),
  kindNotTaken: (row) => forbid(`This doctor does not take ${row.type} consults`),
  notClaimable: (row) => wrongState(row.status, 'be accepted'),
};

/**
 * `POST /appointments/{id}/accept`: a doctor claims an on-demand consult (state machine action
 * `accept`: queued/requested → scheduled). Who may see and take which consult is
 * on-demand.policy.ts's answer (claimSight, takeRefusal). Admins dispatch by naming `doctorId`;
 * the same rules apply to that doctor, and the history records who dispatched it.
 *
 * Exactly one claim wins: a conditional update (still in the claimable state, no other doctor)
 * decides, so of twenty doctors accepting at once one gets 200 and the rest 409 ALREADY_TAKEN.
 */
export async function acceptAppointment({
  db,
  principal,
  id,
  doctorId: named,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  id: string;
  doctorId?: string;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  const choice = doctorActedFor(principal, named);
  if (choice === 'notYours')
    throw new AppError(ErrorCode.FORBIDDEN, 'Only an admin can give a consult to another doctor');
  if (choice === 'nameOne')
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the doctor (doctorId) to give this consult to');
  const { doctorId } = choice;
  const current = await findAppointment(db, id);
  if (!current) throw notFound('Appointment not found');

  const found = await findActiveDoctor(db, doctorId);
  if (!found) throw notFound('Doctor not found');
  const doctor = onDemandDoctor(found);
  const facts: ClaimFacts = {
    offer: current.type === 'emergency' ? await findEmergencyOffer(db, current.id, doctorId) : undefined,
    onShift: () => isOnShift(db, doctorId, 'instant'),
    practises: () => specialtyAllows(db, doctorId, current),
  };

  // Other people's consults answer 404 (ids cannot be probed); a doctor who lost the race hears why.
  const sight = await claimSight(principal, current, doctor, facts);
  if (sight === 'offered') throw alreadyTaken();
  if (sight === 'wasOpen' && (await eventsOf(db, current.id)).some((e) => e.action === 'accept'))
    throw alreadyTaken();
  if (sight !== 'sees') throw notFound('Appointment not found');

  const from = CLAIMABLE_FROM[current.type as keyof typeof CLAIMABLE_FROM];
  if (!from) {
    throw new AppError(
      ErrorCode.INVALID_STATE,
      current.type === 'request'
        ? 'This consult request is answered by offering dates, not by accepting it'
        : `This appointment is ${current.status.replace('_', ' ')}: it cannot be accepted`,
    );
  }
  if (current.status !== from) {
    if (current.status === 'scheduled' && current.doctorId !== null)
      throw current.doctorId === doctorId
        ? new AppError(ErrorCode.ALREADY_TAKEN, onDemandMessages.alreadyAcceptedByYou)
        : alreadyTaken();
    throw wrongState(current.status, 'be accepted');
  }
  // The state machine is the authority on which states `accept` leaves.
  if (!(TRANSITIONS.accept.from as readonly string[]).includes(from))
    throw wrongState(current.status, 'be accepted');

  const refusal = await takeRefusal(principal, current, doctor, facts);
  if (refusal) throw REFUSALS[refusal](current);

  const now = new Date();
  const minutes = current.type === 'instant' ? INSTANT_CONSULT_MINUTES : EMERGENCY_CONSULT_MINUTES;
  // Instant and emergency consults start now; a callback or offline consult keeps the times
  // its request set (an offline consult has none: the doctor answers when they can).
  const times =
    current.type === 'instant' || current.type === 'emergency'
      ? { startsAt: now, endsAt: new Date(now.getTime() + minutes * MINUTE_MS) }
      : {};
  let closed: Array<{ doctorId: string }> = [];
  let row: AppointmentRow;
  try {
    row = await db.transaction(async (tx) => {
      const claimed = await claimAppointment(tx, current.id, from, doctorId, times);
      if (!claimed) {
        const latest = await findAppointment(tx, current.id);
        if (latest?.status === 'scheduled' && latest.doctorId === doctorId)
          throw new AppError(ErrorCode.ALREADY_TAKEN, onDemandMessages.alreadyAcceptedByYou);
        if (latest?.doctorId) throw alreadyTaken();
        throw wrongState(latest?.status ?? 'gone', 'be accepted');
      }
      if (current.type === 'emergency') {
        await respondToOffer(tx, current.id, doctorId, 'accepted');
        closed = await closeOtherOffers(tx, current.id, doctorId);
      }
      await recordAppointmentChange(
        tx,
        {
          row: claimed,
          action: 'accept',
          fromStatus: from,
          principal,
          details: {
            doctorId,
            ...(dispatches(principal) ? { dispatchedBy: principal.actorId ?? principal.userId } : {}),
          },
        },
        { hub, mail },
      );
      return claimed;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw doctorBusy();
    throw error;
  }
  await announceAppointmentChange({ hub, mail }, row, 'accept');
  // The other doctors offered this emergency: it is gone, take it off their screens.
  await Promise.all(
    closed.map(({ doctorId: other }) =>
      hub.publish(`user:${other}`, {
        type: 'emergencyOffer.closed',
        appointmentId: row.id,
        reason: 'taken',
      }),
    ),
  );
  return toAppointmentDto(row);
}
