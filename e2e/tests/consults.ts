import type { APIRequestContext } from '@playwright/test';
import { apiSession, bearer, expect, newPatient, unique } from './fixtures';
import { newDoctor, onShiftNow } from './staff';

/**
 * An instant consult of the caller's own, taken by its own instant doctor (on shift now): its
 * call is open at once, whatever the hour. Answers both people and their sessions.
 */
export async function takenInstantConsult(request: APIRequestContext) {
  const doctor = await newDoctor(request, {
    role: 'instantDoctors',
    firstName: 'Ana',
    lastName: `Room${unique()}`,
  });
  await onShiftNow(request, doctor, 'instant');
  const patient = await newPatient(request, { firstName: `Kai${unique()}`, lastName: 'Moana' });
  const patientSession = await apiSession(request, patient.email, patient.password);
  const created = await request.post('/api/v1/appointments/createInstantAppointment', {
    headers: bearer(patientSession.accessToken),
    data: { reason: 'A cough for two weeks' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const doctorSession = await apiSession(request, doctor.email, doctor.password);
  const accepted = await request.post(`/api/v1/appointments/${id}/accept`, {
    headers: bearer(doctorSession.accessToken),
    data: {},
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { id, doctor, patient, doctorSession, patientSession };
}
