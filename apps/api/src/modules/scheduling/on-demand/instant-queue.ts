import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import { onDemandMessages, type TInstantQueue, type TQueuePosition } from '@curo/core/scheduling-on-demand';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { findFamilyMember } from '../../family-members';
import { toAppointmentDto } from '../appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from '../appointment-effects';
import { appointmentFor } from '../appointments.policy';
import { type AppointmentRow, insertAppointment, isExclusionViolation } from '../appointments.repository';
import { doctorBusy, INSTANT_CONSULT_MINUTES } from './accept';
import { mayTakeFromQueue } from './on-demand.policy';
import {
  busyDoctorIds,
  doctorsOnShift,
  isOnShift,
  lockPatientQueue,
  openInstantOf,
  queuedInstant,
  recentInstantConsultMinutes,
  takeOldestQueued,
} from './on-demand.repository';

const MINUTE_MS = 60_000;
/** Assumed length of an instant consult until there are finished ones to measure. */
export const FALLBACK_CONSULT_MINUTES = 15;
/** How many recent instant consults the average is taken over. */
const RECENT_CONSULTS = 20;

const minutesSince = (d: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - d.getTime()) / MINUTE_MS));

/** `POST /appointments/createInstantAppointment`: the patient joins the queue (one open at a time). */
export async function createInstantAppointment({
  db,
  principal,
  reason,
  familyMemberId,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  reason: string;
  familyMemberId?: string;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  if (familyMemberId && !(await findFamilyMember(db, principal.userId, familyMemberId)))
    throw notFound('Family member not found');
  const row = await db.transaction(async (tx) => {
    await lockPatientQueue(tx, principal.userId);
    if (await openInstantOf(tx, principal.userId))
      throw new AppError(ErrorCode.INSTANT_ALREADY_OPEN, onDemandMessages.openInstant);
    const inserted = await insertAppointment(tx, {
      type: 'instant',
      status: 'queued',
      patientId: principal.userId,
      familyMemberId: familyMemberId ?? null,
      reason,
      bookedBy: principal.actorId ?? principal.userId,
    });
    await recordAppointmentChange(
      tx,
      { row: inserted, action: 'create', fromStatus: null, principal, details: { queued: true } },
      { hub, mail },
    );
    return inserted;
  });
  await announceAppointmentChange({ hub, mail }, row, 'create');
  return toAppointmentDto(row);
}

/** How the wait is estimated: the average of recent instant consults, among the doctors on shift. */
async function queueFacts(db: Executor) {
  const [queue, onShift, recent] = await Promise.all([
    queuedInstant(db),
    doctorsOnShift(db, 'instant'),
    recentInstantConsultMinutes(db, RECENT_CONSULTS),
  ]);
  const busy = await busyDoctorIds(
    db,
    onShift.map((d) => d.doctorId),
  );
  const average = recent.length
    ? Math.round((recent.reduce((a, b) => a + b, 0) / recent.length) * 10) / 10
    : FALLBACK_CONSULT_MINUTES;
  const basis = recent.length
    ? `Average length of the last ${recent.length} instant consult${recent.length === 1 ? '' : 's'} (${average} min)`
    : `No finished instant consults to measure yet: ${FALLBACK_CONSULT_MINUTES} min each assumed`;
  return {
    queue,
    doctorsOnShift: onShift.length,
    freeDoctors: onShift.length - busy.size,
    instantDoctorIds: onShift.map((d) => d.doctorId),
    average,
    basis,
  };
}
type QueueFacts = Awaited<ReturnType<typeof queueFacts>>;

/**
 * The honest estimate for the patient with `ahead` people in front: nothing to promise without a
 * doctor on shift; about nothing when a doctor on shift is free for them; otherwise the patients
 * who must be seen first (beyond the free doctors), plus this one, each taking the average
 * consult, shared among the doctors on shift.
 */
function estimate(facts: QueueFacts, ahead: number): number | null {
  if (facts.doctorsOnShift === 0) return null;
  if (ahead < facts.freeDoctors) return 0;
  const waitingForBusy = ahead - Math.max(0, facts.freeDoctors) + 1;
  return Math.ceil((waitingForBusy * facts.average) / facts.doctorsOnShift);
}

function positionOf(facts: QueueFacts, row: AppointmentRow): TQueuePosition {
  const index = facts.queue.findIndex((q) => q.appointment.id === row.id);
  const basis = `${facts.basis}, shared among ${facts.doctorsOnShift} instant doctor${facts.doctorsOnShift === 1 ? '' : 's'} on shift (${Math.max(0, facts.freeDoctors)} free now)`;
  if (index < 0)
    return {
      appointmentId: row.id,
      status: row.status,
      position: null,
      ahead: null,
      doctorsOnShift: facts.doctorsOnShift,
      estimatedWaitMinutes: null,
      basis,
      message: row.status === 'queued' ? null : 'You are no longer in the queue',
    };
  const wait = estimate(facts, index);
  return {
    appointmentId: row.id,
    status: row.status,
    position: index + 1,
    ahead: index,
    doctorsOnShift: facts.doctorsOnShift,
    estimatedWaitMinutes: wait,
    basis,
    message: wait === null ? onDemandMessages.noDoctorOnShift : null,
  };
}

/** `GET /appointments/{id}/queuePosition`: the patient's place and an honest wait estimate. */
export async function queuePosition({
  db,
  principal,
  id,
}: {
  db: Executor;
  principal: Principal;
  id: string;
}): Promise<TQueuePosition> {
  const row = await appointmentFor(db, principal, id);
  if (row.type !== 'instant') throw notFound('This appointment is not an instant consult');
  return positionOf(await queueFacts(db), row);
}

/** `GET /appointments/instant/queue`: everyone waiting, in order, with how long they have waited. */
export async function instantQueue(db: Executor): Promise<TInstantQueue> {
  const facts = await queueFacts(db);
  const now = new Date();
  return {
    items: facts.queue.map((q, i) => ({
      appointmentId: q.appointment.id,
      position: i + 1,
      patientFirstName: q.patientFirstName,
      reason: q.appointment.reason,
      queuedAt: q.appointment.createdAt.toISOString(),
      waitingMinutes: minutesSince(q.appointment.createdAt, now),
    })),
    doctorsOnShift: facts.doctorsOnShift,
    averageConsultMinutes: facts.average,
  };
}

/**
 * `POST /appointments/instant/next`: an instant doctor on shift takes the patient who has waited
 * longest. The row is claimed with SKIP LOCKED and a conditional update, so two doctors taking at
 * the same moment get two different patients.
 */
export async function takeNextPatient({
  db,
  principal,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  if (!(await mayTakeFromQueue(principal, () => isOnShift(db, principal.userId, 'instant'))))
    throw new AppError(ErrorCode.NOT_ON_SHIFT, onDemandMessages.notOnShift);
  const now = new Date();
  let row: AppointmentRow;
  try {
    row = await db.transaction(async (tx) => {
      const taken = await takeOldestQueued(
        tx,
        principal.userId,
        now,
        new Date(now.getTime() + INSTANT_CONSULT_MINUTES * MINUTE_MS),
      );
      if (!taken) throw new AppError(ErrorCode.QUEUE_EMPTY, onDemandMessages.queueEmpty);
      await recordAppointmentChange(
        tx,
        {
          row: taken,
          action: 'accept',
          fromStatus: 'queued',
          principal,
          details: { doctorId: principal.userId, from: 'queue' },
        },
        { hub, mail },
      );
      return taken;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw doctorBusy();
    throw error;
  }
  await announceAppointmentChange({ hub, mail }, row, 'accept');
  return toAppointmentDto(row);
}

/**
 * Tells every queued patient their new place and estimate on their own topic (`user:<id>`), and
 * the instant doctors on shift how long the queue is, whenever the queue changes. Best effort.
 */
export async function announceQueue(db: Executor, hub: RealtimeHub): Promise<void> {
  const facts = await queueFacts(db);
  await Promise.all([
    ...facts.queue.map((q) =>
      hub.publish(`user:${q.appointment.patientId}`, {
        type: 'queue.changed',
        ...positionOf(facts, q.appointment),
      }),
    ),
    ...facts.instantDoctorIds.map((doctorId) =>
      hub.publish(`user:${doctorId}`, {
        type: 'queue.changed',
        waiting: facts.queue.length,
        doctorsOnShift: facts.doctorsOnShift,
      }),
    ),
  ]);
}
