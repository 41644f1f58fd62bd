import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import { NEXT_AVAILABLE_DAYS } from '@curo/core/scheduling-directory';
import {
  type TWaitlistOffer,
  WAITLIST_OFFER_BATCH,
  WAITLIST_OFFER_MINUTES,
} from '@curo/core/scheduling-waitlist';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import type { MailDelivery } from '../../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../../platform/realtime/realtime-hub';
import { findUserById } from '../../users';
import { toAppointmentDto } from '../appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from '../appointment-effects';
import {
  type AppointmentRow,
  insertAppointment,
  isExclusionViolation,
  lastEventOf,
  releaseHolds,
  updateAppointmentIfStatus,
} from '../appointments.repository';
import { assertBookable, HOLD_MINUTES } from '../book-scheduled';
import { priceConsult } from '../consult-billing';
import { computeSlotsForRange } from '../engine';
import { slotSettings } from '../get-slots';
import { loadDoctorSchedule, localDate } from '../load-schedule';
import { doctorName, formatLocalTime } from '../notifications/calendar-invite';
import { addressees } from '../reminders/reminders.repository';
import {
  dueOpenOffers,
  findWaitlistEntries,
  findWaitlistOffer,
  insertWaitlistOffer,
  lapseOffer,
  nextInLineFor,
  setWaitlistEntryStatus,
  takeOpenOffer,
  unbookedAcceptedOffers,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
  waitingFor,
} from './waitlist.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface WaitlistEffects {
  hub: RealtimeHub;
  mail: MailDelivery;
}

/** A time of one doctor that has come free. */
export interface FreedTime {
  doctorId: string;
  startsAt: Date;
  endsAt: Date;
}

export const offerClosed = () =>
  new AppError(
    ErrorCode.WAITLIST_OFFER_CLOSED,
    'Someone else on the waitlist took this time, or the offer ended. We will offer you the next one',
  );

export const toOfferDto = (offer: WaitlistOfferRow, doctor: string): TWaitlistOffer => ({
  id: offer.id,
  doctorId: offer.doctorId,
  doctorName: doctor,
  startsAt: offer.startsAt.toISOString(),
  endsAt: offer.endsAt.toISOString(),
  expiresAt: offer.expiresAt.toISOString(),
});

/**
 * Offers a freed or newly opened time to the first waiting patients (WAITLIST_OFFER_BATCH, in
 * the order they joined), by email and live. The time is kept for them by a `held` appointment
 * for WAITLIST_OFFER_MINUTES, so nobody else can book it meanwhile, and the exclusion constraint
 * that decides every booking decides this one too: a time that is no longer free is not offered.
 */
export async function offerTime(
  db: Db,
  effects: WaitlistEffects,
  time: FreedTime,
  now: Date = new Date(),
): Promise<WaitlistOfferRow | null> {
  if (time.startsAt.getTime() <= now.getTime()) return null;
  const entries = await nextInLineFor(db, time, WAITLIST_OFFER_BATCH);
  const first = entries[0];
  if (!first) return null;
  const duration = (time.endsAt.getTime() - time.startsAt.getTime()) / MINUTE_MS;
  try {
    await assertBookable(db, time.doctorId, time.startsAt, duration, now);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return null;
    throw error;
  }
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * MINUTE_MS);
  let offer: WaitlistOfferRow;
  try {
    offer = await db.transaction(async (tx) => {
      // The hold that keeps the time: nobody's booking yet (booked by no one), never listed.
      const keeper = await insertAppointment(tx, {
        type: 'scheduled',
        status: 'held',
        patientId: first.patientId,
        doctorId: time.doctorId,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        holdExpiresAt: expiresAt,
        bookedBy: null,
        details: { waitlist: true },
      });
      const inserted = await insertWaitlistOffer(tx, {
        doctorId: time.doctorId,
        startsAt: time.startsAt,
        endsAt: time.endsAt,
        appointmentId: keeper.id,
        entryIds: entries.map((e) => e.id),
        expiresAt,
      });
      await recordAppointmentChange(
        tx,
        {
          row: keeper,
          action: 'hold',
          fromStatus: null,
          principal: null,
          details: { waitlistOfferId: inserted.id },
        },
        effects,
      );
      await queueOfferEmails(tx, effects.mail, inserted, entries);
      return inserted;
    });
  } catch (error) {
    // Booked by someone else between the check and the insert: nothing to offer.
    if (isExclusionViolation(error)) return null;
    throw error;
  }
  void effects.mail.kick();
  const doctor = doctorName(await findUserById(db, time.doctorId));
  const event = { type: 'waitlist.offer', offer: toOfferDto(offer, doctor) };
  await Promise.all(
    entries.map((e) => effects.hub.publish(`user:${e.patientId}`, event).catch(() => undefined)),
  );
  return offer;
}

/** One email to each patient offered the time: what, with whom, until when, and where to accept. */
async function queueOfferEmails(
  tx: Executor,
  mail: MailDelivery,
  offer: WaitlistOfferRow,
  entries: WaitlistEntryRow[],
): Promise<void> {
  const people = await addressees(tx, [offer.doctorId, ...entries.map((e) => e.patientId)]);
  const doctor = people.get(offer.doctorId);
  for (const entry of entries) {
    const patient = people.get(entry.patientId);
    if (!patient) continue;
    const zone = patient.timeZone;
    await mail.queueEmail(tx, {
      toAddress: patient.email,
      subject: `A time with ${doctorName(doctor)} has come up`,
      textBody: [
        `Hello ${patient.firstName},`,
        '',
        `A time has come up on the waitlist you joined: ${formatLocalTime(offer.startsAt, zone)} with ${doctorName(doctor)}.`,
        `We have offered it to the first ${entries.length === 1 ? 'person' : `${entries.length} people`} on the waitlist. The first to accept has it; it is kept until ${formatLocalTime(offer.expiresAt, zone)}.`,
        '',
        `Accept it here: ${mail.publicUrl}/account/waitlist`,
        '',
        'If it does not suit, do nothing: you stay on the waitlist for the next time.',
      ].join('\n'),
    });
  }
}

/**
 * `POST /waitlist/offers/{id}/accept`: the first patient offered the time to accept it takes over
 * the hold that kept it, for HOLD_MINUTES, and books it as any hold is booked (confirmSpecialtySlot,
 * paying as booking does). Everyone after the first answers 409 WAITLIST_OFFER_CLOSED.
 */
export async function acceptOffer({
  db,
  principal,
  offerId,
  hub,
  mail,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  offerId: string;
  hub: RealtimeHub;
  mail: MailDelivery;
  now?: Date;
}): Promise<TAppointment> {
  const offer = await findWaitlistOffer(db, offerId);
  const entries = offer ? await findWaitlistEntries(db, offer.entryIds) : [];
  const entry = entries.find((e) => e.patientId === principal.userId);
  if (!offer || !entry) throw notFound('Offer not found');
  if (offer.status !== 'open' || offer.expiresAt.getTime() <= now.getTime() || !offer.appointmentId)
    throw offerClosed();
  const keeperId = offer.appointmentId;
  const duration = (offer.endsAt.getTime() - offer.startsAt.getTime()) / MINUTE_MS;
  const price = await priceConsult(db, {
    patientId: principal.userId,
    doctorId: offer.doctorId,
    type: 'scheduled',
    duration,
    now,
  });
  const row = await db.transaction(async (tx) => {
    if (!(await takeOpenOffer(tx, offer.id, entry.id, now))) throw offerClosed();
    const held = await updateAppointmentIfStatus(tx, keeperId, 'held', {
      patientId: principal.userId,
      bookedBy: principal.actorId ?? principal.userId,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS),
      priceCents: price.priceCents,
      billing: price.billing,
      details: { waitlistOfferId: offer.id },
    });
    if (!held) throw offerClosed();
    await setWaitlistEntryStatus(tx, [entry.id], 'booked');
    await recordAppointmentChange(
      tx,
      { row: held, action: 'hold', fromStatus: 'held', principal, details: { waitlistOfferId: offer.id } },
      { hub, mail },
    );
    return held;
  });
  await announceAppointmentChange({ hub, mail }, row, 'hold');
  await announceClosed(hub, offer, entries, 'taken', principal.userId);
  return toAppointmentDto(row);
}

async function announceClosed(
  hub: RealtimeHub,
  offer: WaitlistOfferRow,
  entries: WaitlistEntryRow[],
  reason: 'taken' | 'ended',
  except?: string,
) {
  const event = { type: 'waitlist.offerClosed', offerId: offer.id, reason };
  await Promise.all(
    entries
      .filter((e) => e.patientId !== except)
      .map((e) => hub.publish(`user:${e.patientId}`, event).catch(() => undefined)),
  );
}

/**
 * The waitlist's sweep (every minute, and callable with any `now`): an offer nobody accepted in
 * WAITLIST_OFFER_MINUTES lets its time go and it is offered on to the next in line; so is a time
 * whose accepting patient did not book it before their hold ran out (they wait again). Returns
 * how many offers moved on.
 */
export async function offerOnLapsedOffers(
  db: Db,
  effects: WaitlistEffects,
  now: Date = new Date(),
): Promise<number> {
  let moved = 0;
  const lapse = async (offer: WaitlistOfferRow, from: 'open' | 'accepted') => {
    const done = await db.transaction(async (tx) => {
      if (!(await lapseOffer(tx, offer.id, from))) return false;
      const released = offer.appointmentId ? await releaseHolds(tx, [offer.appointmentId]) : [];
      for (const row of released)
        await recordAppointmentChange(
          tx,
          { row, action: 'expireHold', fromStatus: 'held', principal: null },
          effects,
        );
      if (from === 'accepted' && offer.acceptedEntryId)
        await setWaitlistEntryStatus(tx, [offer.acceptedEntryId], 'waiting');
      return released;
    });
    if (!done) return;
    for (const row of done) await announceAppointmentChange(effects, row as AppointmentRow, 'expireHold');
    if (from === 'open') {
      await announceClosed(effects.hub, offer, await findWaitlistEntries(db, offer.entryIds), 'ended');
    }
    await offerTime(db, effects, offer, now);
    moved++;
  };
  for (const offer of await dueOpenOffers(db, now)) await lapse(offer, 'open');
  for (const offer of await unbookedAcceptedOffers(db, now)) await lapse(offer, 'accepted');
  return moved;
}

/**
 * The time an announced change freed, if any: a booked consult cancelled, moved to another time
 * or handed to another doctor. A hold let go frees nothing new: the time was free before it.
 */
export async function freedTimeOf(
  db: Executor,
  row: AppointmentRow,
  action: string,
): Promise<FreedTime | null> {
  if (!row.doctorId || !row.startsAt || !row.endsAt) return null;
  if (action === 'cancel') {
    const before = row.statusBeforeCancel;
    if (!before || before === 'held') return null;
    return { doctorId: row.doctorId, startsAt: row.startsAt, endsAt: row.endsAt };
  }
  if (action !== 'amend' && action !== 'adminEdit' && action !== 'changeSpecialist') return null;
  const last = await lastEventOf(db, row.id, action);
  const details = (last?.details ?? {}) as Record<string, unknown>;
  if (action === 'changeSpecialist' && typeof details.previousDoctorId === 'string')
    return { doctorId: details.previousDoctorId, startsAt: row.startsAt, endsAt: row.endsAt };
  if (typeof details.previousStartsAt !== 'string') return null;
  const startsAt = new Date(details.previousStartsAt);
  if (startsAt.getTime() === row.startsAt.getTime()) return null;
  const length = row.endsAt.getTime() - row.startsAt.getTime();
  return { doctorId: row.doctorId, startsAt, endsAt: new Date(startsAt.getTime() + length) };
}

/** The starts of a doctor's free times (shortest consult) over the directory's look-ahead. */
async function freeStartsAhead(db: Executor, doctorId: string, now: Date) {
  const schedule = await loadDoctorSchedule(
    db,
    doctorId,
    new Date(now.getTime() - 36 * 3_600_000),
    new Date(now.getTime() + (NEXT_AVAILABLE_DAYS + 2) * DAY_MS),
  );
  const today = localDate(now, schedule.zone);
  const durations = [...schedule.consult.durations].sort((a, b) => a - b);
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + NEXT_AVAILABLE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return computeSlotsForRange({
    availability: schedule.availability,
    settings: slotSettings(schedule, durations[0]),
    busy: schedule.busy,
    now,
    from: today,
    to,
  });
}

/**
 * Wraps a change of a doctor's availability: a time it newly opens (free after, not before,
 * within the directory's look-ahead) is offered to the waitlist, the earliest one; nothing is
 * worked out when nobody waits for that doctor or their specialties.
 */
export async function offeringOpenedTimes<T>(
  db: Db,
  effects: WaitlistEffects,
  doctorId: string,
  change: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<T> {
  if (!(await waitingFor(db, doctorId))) return change();
  const before = new Set((await freeStartsAhead(db, doctorId, now())).map((s) => s.startsAt.getTime()));
  const result = await change();
  const after = await freeStartsAhead(db, doctorId, now());
  const opened = after.find((s) => !before.has(s.startsAt.getTime()));
  if (opened)
    await offerTime(db, effects, { doctorId, startsAt: opened.startsAt, endsAt: opened.endsAt }, now());
  return result;
}
