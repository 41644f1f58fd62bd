import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAppointment, freeStarts, makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';

describe('starting a consult', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let slots: string[] = [];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // A GP working Monday to Friday, 09:00–17:00 Sydney time; the tests book on a Monday ahead.
    const d = await makeGp(t, { timeZone: 'Australia/Sydney' });
    doctor = { token: d.token, id: d.id };
    slots = await freeStarts(t, doctor.id, mondayAhead(21));
  });
  afterAll(() => t.close());

  async function booked() {
    const patient = await signUpPatient(t);
    const appointment = await bookAppointment(t, patient.accessToken, {
      doctorId: doctor.id,
      startsAt: slots[next++] as string,
      duration: 15,
      reason: 'Follow-up',
    });
    return { patient, appointment };
  }
  const act = (id: string, action: string, token: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/appointments/${id}/${action}`, headers: bearer(token) });

  it('lets the doctor start a booked consult, then end it', async () => {
    const { appointment } = await booked();
    expect((await act(appointment.id, 'start', doctor.token)).json().status).toBe('in_progress');
    expect((await act(appointment.id, 'end', doctor.token)).json().status).toBe('ended');
  });

  it('starts again after waiting for information', async () => {
    const { appointment } = await booked();
    await act(appointment.id, 'waitingForInformation', doctor.token);
    expect((await act(appointment.id, 'start', doctor.token)).json().status).toBe('in_progress');
  });

  it('refuses the patient (403), and a cancelled consult with 409 naming its state', async () => {
    const { patient, appointment } = await booked();
    expect((await act(appointment.id, 'start', patient.accessToken)).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${appointment.id}/cancel`,
      headers: bearer(patient.accessToken),
      payload: { reason: 'Feeling better' },
    });
    const refused = await act(appointment.id, 'start', doctor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This appointment is cancelled: it cannot start');
  });
});
