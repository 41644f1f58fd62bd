import { ErrorCode, type TErrorCode } from '@curo/core/errors';
import { consultPath } from '@curo/core/routes';
import {
  requestMessages,
  type TDateOffer,
  type TOfferDatesRequest,
  type TRequestAppointment,
} from '@curo/core/scheduling-requests';
import type { Db, Executor } from '../../../db/client';
import { isDeadlock } from '../../../db/errors';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { findPatientProfile, findUserById } from '../../users';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { appointmentFor, partIn, partyOf, requestFor } from '../appointments.policy';
import {
  type AppointmentRow,
  isExclusionViolation,
  updateAppointmentIfStatus,
} from '../appointments.repository';
import { assertBookable } from '../book-scheduled';
import { wrongState } from '../cancel-appointment';
import { formatInZone } from '../engine';
import { getDoctorAvailableSlots } from '../get-slots';
import { transition } from '../state-machine';
import { forbidden, toOfferDto, toRequestDto, wrongKind } from './request-common';
import {
  closeOpenOffer,
  closeOpenOffers,
  findDateOffer,
  insertDateOffers,
  listDateOffers,
  mergeDetails,
} from './requests.repository';

const MINUTE_MS = 60_000;

/** `GET /dateOffers/{id}`: the consult and every time offered for it (open ones first to act on). */
export async function listOffers({
  db,
  principal,
  appointmentId,
}: {
  db: Executor;
  principal: Principal;
  appointmentId: string;
}): Promise<{ appointment: TRequestAppointment; offers: TDateOffer[] }> {
  const row = await requestFor(db, principal, appointmentId);
  const offers = await listDateOffers(db, [row.id]);
  return { appointment: toRequestDto(row), offers: offers.map(toOfferDto) };
}

/** The doctor who offers times for a request: its own, or the doctor it is open to (who takes it on). */
async function offeringDoctor(db: Executor, principal: Principal, row: AppointmentRow): Promise<string> {
  const part = await partIn(db, principal, row);
  if (part === 'doctor' || part === 'openDoctor') return principal.userId;
  if (part === 'admin') {
    if (!row.doctorId)
      throw new AppError(ErrorCode.NO_DOCTOR, 'This request has no doctor yet: a doctor offers the dates');
    return row.doctorId;
  }
  throw forbidden('Only the doctor offers dates for a consult request');
}

/** The patient's address and zone, for telling them by email. */
async function patientContact(db: Executor, patientId: string) {
  const [patient, profile] = await Promise.all([
    findUserById(db, patientId),
    findPatientProfile(db, patientId),
  ]);
  return patient
    ? { email: patient.email, firstName: patient.firstName, zone: profile?.timeZone ?? 'Australia/Sydney' }
    : null;
}

/**
 * `POST /dateOffers/{id}`: the doctor offers 1–5 times for a consult request. Each must be a free
 * slot in their availability now (as if it were booked). Offers hold no time: whoever books first
 * gets it, and the patient's acceptance then answers SLOT_TAKEN. Open offers stay open (the patient
 * sees them all) unless `replace` withdraws them. A request made to a specialty is taken on by the
 * first doctor of that specialty to offer dates.
 */
export async function offerDates({
  db,
  principal,
  appointmentId,
  body,
  effects,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  body: TOfferDatesRequest;
  effects: AppointmentEffects;
}): Promise<{ appointment: TRequestAppointment; offers: TDateOffer[] }> {
  const current = await requestFor(db, principal, appointmentId);
  const doctorId = await offeringDoctor(db, principal, current);
  if (current.type !== 'request') throw wrongKind(current.type, 'date offers');
  const next = transition(current.status, 'offerDates');
  if (!next.ok) throw wrongState(current.status, 'take date offers');
  const offers = body.offers.map((o) => {
    const startsAt = new Date(o.startsAt);
    return { startsAt, endsAt: new Date(startsAt.getTime() + o.duration * MINUTE_MS), duration: o.duration };
  });
  for (const offer of offers) await assertBookable(db, doctorId, offer.startsAt, offer.duration);
  const row = await db.transaction(async (tx) => {
    const replaced = body.replace ? await closeOpenOffers(tx, current.id, 'withdrawn') : 0;
    await insertDateOffers(
      tx,
      offers.map((o) => ({ appointmentId: current.id, doctorId, startsAt: o.startsAt, endsAt: o.endsAt })),
    );
    // Conditional on the state we read: a second doctor offering for the same open request loses here.
    const updated = await updateAppointmentIfStatus(tx, current.id, current.status, {
      status: next.to,
      doctorId,
    });
    if (!updated || (current.doctorId === null && updated.doctorId !== doctorId))
      throw wrongState('no longer in the same state', 'take these offers now; reload it');
    await recordAppointmentChange(
      tx,
      {
        row: updated,
        action: 'offerDates',
        fromStatus: current.status,
        principal,
        details: {
          offers: offers.map((o) => ({ startsAt: o.startsAt.toISOString(), duration: o.duration })),
          replaced,
        },
      },
      effects,
    );
    const patient = await patientContact(tx, updated.patientId);
    if (patient && effects.mail)
      await effects.mail.queueEmail(tx, {
        toAddress: patient.email,
        subject: 'Your doctor has offered times for your consult',
        textBody: [
          `Hello ${patient.firstName},`,
          '',
          'Your doctor can see you at any of these times:',
          ...offers.map((o) => `- ${formatInZone(o.startsAt, patient.zone)} (${o.duration} minutes)`),
          '',
          'Choose one, or ask for other dates, on the consult’s page:',
          `${effects.mail.publicUrl}${consultPath(updated.id)}`,
          '',
          'Curo',
        ].join('\n'),
      });
    return updated;
  });
  await announceAppointmentChange(effects, row, 'offerDates');
  const all = await listDateOffers(db, [row.id]);
  return { appointment: toRequestDto(row), offers: all.map(toOfferDto) };
}

/**
 * `GET /appointments/dateOffersAvailableSlots`: the free slots a doctor can offer for a request on
 * a date in their zone (the same shape as getDoctorAvailableSlots), for the length the patient asked.
 */
export async function dateOffersAvailableSlots({
  db,
  principal,
  appointmentId,
  date,
  duration,
}: {
  db: Executor;
  principal: Principal;
  appointmentId: string;
  date: string;
  duration?: number;
}) {
  const row = await requestFor(db, principal, appointmentId);
  const doctorId = await offeringDoctor(db, principal, row);
  const asked = (row.details as { duration?: unknown } | null)?.duration;
  return getDoctorAvailableSlots({
    db,
    doctorId,
    date,
    duration: duration ?? (typeof asked === 'number' ? asked : undefined),
    showAll: false,
  });
}

/** Records that an offer was withdrawn because its time went, so the history says why. */
async function withdrawOffer(
  db: Db,
  row: AppointmentRow,
  offerId: string,
  why: string,
  effects: AppointmentEffects,
) {
  await db.transaction(async (tx) => {
    if (!(await closeOpenOffer(tx, offerId, 'withdrawn'))) return;
    await recordAppointmentChange(
      tx,
      {
        row,
        action: 'withdrawDateOffer',
        fromStatus: row.status,
        principal: null,
        details: { dateOfferId: offerId, why },
      },
      effects,
    );
  });
}

/**
 * `POST /appointments/{id}/accept-date`: the patient takes one offered time. It is booked there and
 * then (the exclusion constraint decides any race); the other open offers are declined. A time
 * that has gone meanwhile answers 409 SLOT_TAKEN (or SLOT_UNAVAILABLE) and its offer is withdrawn.
 */
export async function acceptDate({
  db,
  principal,
  appointmentId,
  dateOfferId,
  effects,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  dateOfferId: string;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const current = await appointmentFor(db, principal, appointmentId);
  if (partyOf(principal, current) !== 'patient')
    throw forbidden('Only the patient chooses one of the offered times');
  const next = transition(current.status, 'acceptDate');
  if (!next.ok) throw wrongState(current.status, 'accept a date');
  const offer = await findDateOffer(db, current.id, dateOfferId);
  if (!offer) throw notFound('Offer not found');
  if (offer.status !== 'open') throw new AppError(ErrorCode.OFFER_NOT_OPEN, requestMessages.offerNotOpen);
  const duration = Math.round((offer.endsAt.getTime() - offer.startsAt.getTime()) / MINUTE_MS);
  const gone = async (code: TErrorCode) => {
    await withdrawOffer(db, current, offer.id, code, effects);
    return new AppError(code, requestMessages.offerGone);
  };
  try {
    await assertBookable(db, offer.doctorId, offer.startsAt, duration);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) throw await gone(error.code);
    throw error;
  }
  const book = () =>
    db.transaction(async (tx) => {
      if (!(await closeOpenOffer(tx, offer.id, 'accepted')))
        throw new AppError(ErrorCode.OFFER_NOT_OPEN, requestMessages.offerNotOpen);
      const declined = await closeOpenOffers(tx, current.id, 'declined', offer.id);
      const updated = await updateAppointmentIfStatus(tx, current.id, current.status, {
        status: next.to,
        doctorId: offer.doctorId,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
      });
      if (!updated) throw wrongState('no longer in the same state', 'accept a date now; reload it');
      await recordAppointmentChange(
        tx,
        {
          row: updated,
          action: 'acceptDate',
          fromStatus: current.status,
          principal,
          details: { dateOfferId: offer.id, startsAt: offer.startsAt.toISOString(), duration, declined },
        },
        effects,
      );
      return updated;
    });
  let row: AppointmentRow | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      row = await book();
    } catch (error) {
      // Someone booked the doctor at this time between our check and our write.
      if (isExclusionViolation(error)) throw await gone('SLOT_TAKEN');
      // Two acceptances of overlapping times can wait on each other inside the exclusion check;
      // PostgreSQL then aborts one. Once more, the other's booking is settled and decides.
      if (!isDeadlock(error) || attempt >= 3) throw error;
    }
  }
  await announceAppointmentChange(effects, row, 'acceptDate');
  return toRequestDto(row);
}

/**
 * `POST /appointments/{id}/request-new-dates`: none of the times suit the patient. Open offers are
 * declined, the request goes back to its doctor (told live), with the patient's note.
 */
export async function requestNewDates({
  db,
  principal,
  appointmentId,
  note,
  effects,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  note?: string;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const current = await appointmentFor(db, principal, appointmentId);
  if (partyOf(principal, current) !== 'patient') throw forbidden('Only the patient asks for other dates');
  if (current.type !== 'request') throw wrongKind(current.type, 'date offers');
  const next = transition(current.status, 'requestNewDates');
  if (!next.ok) throw wrongState(current.status, 'ask for new dates');
  const row = await db.transaction(async (tx) => {
    const declined = await closeOpenOffers(tx, current.id, 'declined');
    const updated = await updateAppointmentIfStatus(tx, current.id, current.status, {
      status: next.to,
      ...(note ? { details: mergeDetails({ preferredTimes: note }) } : {}),
    });
    if (!updated) throw wrongState('no longer in the same state', 'ask for new dates now; reload it');
    await recordAppointmentChange(
      tx,
      {
        row: updated,
        action: 'requestNewDates',
        fromStatus: current.status,
        principal,
        details: { note: note ?? null, declined },
      },
      effects,
    );
    return updated;
  });
  await announceAppointmentChange(effects, row, 'requestNewDates');
  return toRequestDto(row);
}
