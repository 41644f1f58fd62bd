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
import { consultSettingsOf } from '../manage-availability';
import { TRANSITIONS } from '../state-machine';
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

/**
 * `POST /appointments/{id}/accept`: a doctor claims an on-demand consult (state machine action
 * `accept`: queued/requested → scheduled). Who may:
 * - instant: an instant doctor on an instant shift now;
 * - emergency: a doctor holding an open offer for it (sendEmergencyRequestOffer);
 * - callback and offline: a doctor who takes that kind, when it names no doctor or names them.
 * Admins dispatch by naming `doctorId`; the same rules apply to that doctor, except that an admin
 * may give an emergency to any doctor who takes emergencies (it is recorded as dispatched).
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
  const isAdmin = principal.role === 'admin';
  if (!isAdmin && named && named !== principal.userId)
    throw new AppError(ErrorCode.FORBIDDEN, 'Only an admin can give a consult to another doctor');
  if (isAdmin && !named)
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the doctor (doctorId) to give this consult to');
  const doctorId = named ?? principal.userId;
  const current = await findAppointment(db, id);
  if (!current) throw notFound('Appointment not found');

  const doctor = await findActiveDoctor(db, doctorId);
  if (!doctor) throw notFound('Doctor not found');
  const settings = consultSettingsOf(doctor.consultSettings);

  // Who may see it at all: other people's consults answer 404 (ids cannot be probed).
  const offer = current.type === 'emergency' ? await findEmergencyOffer(db, current.id, doctorId) : undefined;
  // A callback or offline consult made to a specialty is open to the doctors who practise it.
  const openToDoctors =
    (current.type === 'callback' || current.type === 'offline') &&
    doctor.user.role === 'doctor' &&
    (isAdmin || (await specialtyAllows(db, doctorId, current)));
  const visible =
    isAdmin ||
    current.doctorId === doctorId ||
    (current.doctorId === null &&
      ((current.type === 'instant' && doctor.user.role === 'instantDoctor') ||
        (current.type === 'emergency' && offer !== undefined) ||
        openToDoctors));
  if (!visible) {
    // A doctor who lost the race still hears why, rather than a puzzling 404: an emergency they
    // were offered, or a callback or offline request that was open to every doctor until claimed.
    if (offer && current.doctorId !== null) throw alreadyTaken();
    if (openToDoctors && (await eventsOf(db, current.id)).some((e) => e.action === 'accept'))
      throw alreadyTaken();
    throw notFound('Appointment not found');
  }

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

  await assertMayTake({ db, current, doctorId, role: doctor.user.role, settings, offer, isAdmin });

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
            ...(isAdmin ? { dispatchedBy: principal.actorId ?? principal.userId } : {}),
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

async function assertMayTake({
  db,
  current,
  doctorId,
  role,
  settings,
  offer,
  isAdmin,
}: {
  db: Db;
  current: AppointmentRow;
  doctorId: string;
  role: string;
  settings: ReturnType<typeof consultSettingsOf>;
  offer: Awaited<ReturnType<typeof findEmergencyOffer>>;
  isAdmin: boolean;
}) {
  const forbid = (message: string) => new AppError(ErrorCode.FORBIDDEN, message);
  switch (current.type) {
    case 'instant':
      if (role !== 'instantDoctor') throw forbid('Only instant doctors take instant consults');
      if (!(await isOnShift(db, doctorId, 'instant')))
        throw new AppError(ErrorCode.NOT_ON_SHIFT, onDemandMessages.notOnShift);
      return;
    case 'emergency':
      if (role !== 'doctor' || !settings.acceptsEmergency)
        throw forbid('This doctor does not take emergency consults');
      if (offer?.status === 'declined' && !isAdmin)
        throw new AppError(ErrorCode.OFFER_DECLINED, onDemandMessages.offerDeclined);
      if (offer?.status === 'closed') throw alreadyTaken();
      if (!offer && !isAdmin) throw new AppError(ErrorCode.FORBIDDEN, onDemandMessages.noOffer);
      return;
    case 'callback':
    case 'offline':
      if (role !== 'doctor') throw forbid(`Only doctors take ${current.type} consults`);
      if (!settings.kinds.includes(current.type))
        throw forbid(`This doctor does not take ${current.type} consults`);
      return;
    default:
      throw wrongState(current.status, 'be accepted');
  }
}
