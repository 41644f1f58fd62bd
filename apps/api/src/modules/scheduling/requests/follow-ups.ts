import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import type {
  TDoctorBookingRequest,
  TFollowUpInfo,
  TFollowUpRequest,
  TRequestAppointment,
} from '@curo/core/scheduling-requests';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import type { AppointmentEffects } from '../appointment-effects';
import { appointmentFor, bookingDoctor, mayFollowUp } from '../appointments.policy';
import { findAppointment } from '../appointments.repository';
import { assertBookable, bookSlot } from '../book-scheduled';
import { wrongState } from '../cancel-appointment';
import { offerDates } from './date-offers';
import {
  doctorTaking,
  forbidden,
  insertRequestAppointment,
  toOfferDto,
  toRequestDto,
} from './request-common';
import { listDateOffers, listFollowUps } from './requests.repository';

/**
 * `POST /appointments/createScheduledAppointmentDoctorRequest`: a doctor books one of their slots
 * for a patient (nurses and admins book for a doctor they name). The same booking as a patient's,
 * recorded as the doctor's.
 */
export async function bookForPatient({
  db,
  principal,
  request,
  effects,
}: {
  db: Db;
  principal: Principal;
  request: TDoctorBookingRequest;
  effects: AppointmentEffects;
}): Promise<TAppointment> {
  const calendar = bookingDoctor(principal, request.doctorId);
  if (calendar === 'notYours') throw forbidden('Doctors book consults in their own calendar only');
  if (calendar === 'nameOne')
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Choose the doctor (doctorId) the consult is with');
  return bookSlot({
    db,
    principal,
    request: { ...request, doctorId: calendar.doctorId },
    hold: false,
    ...effects,
    booking: { action: 'doctorRequest' },
  });
}

/** States in which a consult has happened (or is happening), so a follow-up makes sense. */
const FOLLOWED_UP_FROM = ['in_progress', 'ended', 'completed'] as const;

/**
 * `POST /appointments/{id}/createScheduledFollowUpRequest`: the consult's doctor asks for a follow-up
 * with instructions for the patient. With `startsAt` it is booked in their calendar at once;
 * without, it is a consult request to them (offered `offers` at once, if given) for the patient
 * to pick a time.
 */
export async function createFollowUp({
  db,
  principal,
  appointmentId,
  request,
  effects,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  request: TFollowUpRequest;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const original = await appointmentFor(db, principal, appointmentId);
  if (!mayFollowUp(principal, original))
    throw forbidden('Only the doctor of the consult asks for a follow-up');
  if (!(FOLLOWED_UP_FROM as readonly string[]).includes(original.status))
    throw wrongState(original.status, 'have a follow-up yet');
  if (request.startsAt && request.offers)
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give a time or offer dates, not both');
  const reason = request.reason ?? `Follow-up${original.reason ? `: ${original.reason}` : ''}`.slice(0, 2000);
  if (request.startsAt) {
    const booked = await bookSlot({
      db,
      principal,
      request: {
        doctorId: original.doctorId,
        patientId: original.patientId,
        familyMemberId: original.familyMemberId ?? undefined,
        startsAt: request.startsAt,
        duration: request.duration,
        reason,
      },
      hold: false,
      ...effects,
      booking: {
        followUpOf: original.id,
        details: { instructions: request.instructions, duration: request.duration },
        action: 'createFollowUp',
      },
    });
    const row = await findAppointment(db, booked.id);
    if (!row) throw notFound('Appointment not found');
    return toRequestDto(row);
  }
  await doctorTaking(db, original.doctorId, 'request', request.duration);
  // Check the times before anything is written, so a refused offer leaves no half-made follow-up.
  for (const offer of request.offers ?? [])
    await assertBookable(db, original.doctorId, new Date(offer.startsAt), offer.duration);
  const row = await insertRequestAppointment(
    db,
    principal,
    {
      type: 'request',
      patientId: original.patientId,
      doctorId: original.doctorId,
      familyMemberId: original.familyMemberId,
      reason,
      details: { instructions: request.instructions, duration: request.duration, specialty: null },
      followUpOf: original.id,
    },
    effects,
    'createFollowUp',
  );
  if (!request.offers) return toRequestDto(row);
  const offered = await offerDates({
    db,
    principal,
    appointmentId: row.id,
    body: { offers: request.offers },
    effects,
  });
  return offered.appointment;
}

/** `GET /appointments/{id}/followUpInfo`: a consult's follow-ups, each with the doctor's instructions. */
export async function followUpInfo({
  db,
  principal,
  appointmentId,
}: {
  db: Executor;
  principal: Principal;
  appointmentId: string;
}): Promise<TFollowUpInfo> {
  const original = await appointmentFor(db, principal, appointmentId);
  const followUps = await listFollowUps(db, original.id);
  const offers = await listDateOffers(
    db,
    followUps.map((f) => f.id),
  );
  return {
    appointmentId: original.id,
    followUps: followUps.map((row) => {
      const dto = toRequestDto(row);
      return {
        appointment: dto,
        instructions: dto.details.instructions,
        offers: offers.filter((o) => o.appointmentId === row.id).map(toOfferDto),
      };
    }),
  };
}
