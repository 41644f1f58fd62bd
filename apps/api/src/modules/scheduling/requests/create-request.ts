import type {
  TCallbackRequest,
  TCreateAppointmentRequest,
  TRequestAppointment,
} from '@curo/core/scheduling-requests';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import type { AppointmentEffects } from '../appointment-effects';
import {
  assertSpecialtyOffered,
  doctorTaking,
  insertRequestAppointment,
  requestPatient,
  toRequestDto,
} from './request-common';

/**
 * `POST /appointments/createAppointmentRequest`: the patient (or staff for them) asks a doctor, or
 * any doctor of a specialty, for a consult of some length; the doctor answers with date offers.
 */
export async function createAppointmentRequest({
  db,
  principal,
  request,
  effects,
}: {
  db: Db;
  principal: Principal;
  request: TCreateAppointmentRequest;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const patientId = await requestPatient(db, principal, request.patientId, request.familyMemberId);
  if (request.doctorId) await doctorTaking(db, request.doctorId, 'request', request.duration);
  if (request.specialty) await assertSpecialtyOffered(db, request.specialty);
  const row = await insertRequestAppointment(
    db,
    principal,
    {
      type: 'request',
      patientId,
      doctorId: request.doctorId ?? null,
      familyMemberId: request.familyMemberId,
      reason: request.reason,
      details: {
        specialty: request.specialty ?? null,
        duration: request.duration,
        preferredTimes: request.preferredTimes ?? null,
      },
    },
    effects,
    'createRequest',
  );
  return toRequestDto(row);
}

/**
 * `POST /appointments/createCallBackAppointment`: "call me on this number in this window". It waits
 * (requested) until a doctor claims it with `{id}/accept`; a named doctor is the only one who can.
 */
export async function createCallback({
  db,
  principal,
  request,
  effects,
}: {
  db: Db;
  principal: Principal;
  request: TCallbackRequest;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const patientId = await requestPatient(db, principal, request.patientId);
  if (request.doctorId) await doctorTaking(db, request.doctorId, 'callback');
  const row = await insertRequestAppointment(
    db,
    principal,
    {
      type: 'callback',
      patientId,
      doctorId: request.doctorId ?? null,
      reason: request.reason,
      details: {
        phone: request.phone,
        preferredFrom: new Date(request.preferredFrom).toISOString(),
        preferredTo: new Date(request.preferredTo).toISOString(),
      },
    },
    effects,
    'createCallback',
  );
  return toRequestDto(row);
}
