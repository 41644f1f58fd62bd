import type { TAppointment } from '@curo/core/scheduling';
import { type Account, EVERY_KIND, makeDoctor, OFFICE_HOURS } from './accounts';
import { bearer } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Test factories for scheduling: a working GP, the free times the API offers, and appointments
 * booked (and moved through their states) through the API, as a patient or clinician would.
 */

/**
 * A GP who works Monday to Friday, 09:00–17:00 in their own zone (Sydney unless `timeZone` says
 * otherwise), and takes every kind of consult in 15- and 30-minute slots with an hour's notice.
 * Any option overrides those.
 */
export function makeGp(t: TestApp, options: Parameters<typeof makeDoctor>[1] = {}): Promise<Account> {
  return makeDoctor(t, { weekly: OFFICE_HOURS, consultSettings: EVERY_KIND, ...options });
}

/** The free slots of a doctor on `date` (YYYY-MM-DD in the doctor's zone), as the public API offers them. */
export async function freeSlots(
  t: TestApp,
  doctorId: string,
  date: string,
  duration = 15,
): Promise<Array<{ startsAt: string; endsAt: string }>> {
  const res = await t.app.inject(
    `/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${date}&duration=${duration}`,
  );
  if (res.statusCode !== 200)
    throw new Error(`no slots for ${doctorId} on ${date}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The start instants of a doctor's free slots on `date`, earliest first. */
export async function freeStarts(
  t: TestApp,
  doctorId: string,
  date: string,
  duration = 15,
): Promise<string[]> {
  return (await freeSlots(t, doctorId, date, duration)).map((s) => s.startsAt);
}

export interface BookingFields {
  doctorId: string;
  startsAt: string;
  duration?: number;
  reason?: string;
  /** When a clinician books for a patient. */
  patientId?: string;
  familyMemberId?: string;
}

/**
 * A free scheduled consult booked through the API by whoever `token` belongs to (the patient, or a
 * clinician booking for `patientId`); throws unless it was booked.
 */
export async function bookAppointment(
  t: TestApp,
  token: string,
  fields: BookingFields,
): Promise<TAppointment> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/appointments/createFreeScheduledAppointment',
    headers: bearer(token),
    payload: { duration: 15, reason: 'Follow-up', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Moves an appointment on with one of its actions (`checkIn`, `end`, `cancel`, `start`…) through the
 * API as whoever `token` belongs to; throws unless the action was taken.
 */
export async function advance(
  t: TestApp,
  appointmentId: string,
  action: string,
  token: string,
  payload?: object,
): Promise<TAppointment> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/appointments/${appointmentId}/${action}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
