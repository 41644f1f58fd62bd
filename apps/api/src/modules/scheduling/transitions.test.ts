import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bookAppointment, freeStarts, makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { queryRows } from '../../../test/query';
import { PATIENT_CANCELLED } from './transition-appointment';

describe('moving an appointment through its states', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let slots: string[] = [];
  let next = 0;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // A GP working Monday to Friday, 09:00–17:00 Sydney time; the tests book on a Monday ahead.
    const d = await makeGp(t, { timeZone: 'Australia/Sydney' });
    doctor = { token: d.token, id: d.id };
    slots = await freeStarts(t, doctor.id, mondayAhead(14));
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
  const act = (id: string, action: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/${action}`,
      headers: bearer(token),
      payload,
    });

  it('goes scheduled → checked in → ended → completed, each step in the history', async () => {
    const { patient, appointment } = await booked();
    expect((await act(appointment.id, 'checkIn', patient.accessToken)).json().status).toBe('checked_in');
    expect((await act(appointment.id, 'end', patient.accessToken)).statusCode).toBe(403);
    expect((await act(appointment.id, 'end', doctor.token)).json().status).toBe('ended');
    expect((await act(appointment.id, 'markAsCompleted', doctor.token)).json().status).toBe('completed');
    const refused = await act(appointment.id, 'checkIn', patient.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This appointment is completed: it cannot be checked in');
    const history = await queryRows<{ action: string; to_status: string }>(
      t.database.db,
      sql`select action, to_status from appointment_events where appointment_id = ${appointment.id} order by created_at, id`,
    );
    expect(history.map((h) => `${h.action}:${h.to_status}`)).toEqual([
      'create:scheduled',
      'checkIn:checked_in',
      'end:ended',
      'markAsCompleted:completed',
    ]);
  });

  it('tells the patient by email when the doctor runs late, and keeps the state', async () => {
    const { patient, appointment } = await booked();
    const late = await act(appointment.id, 'runningLate', doctor.token, { minutes: 10 });
    expect(late.json()).toMatchObject({ status: 'scheduled', runningLateMinutes: 10 });
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const mail = outbox.find((m) => m.to === patient.email && m.subject === 'Your doctor is running late');
    expect(mail?.text).toContain('about 10 minutes late');
    expect((await act(appointment.id, 'runningLate', patient.accessToken, { minutes: 5 })).statusCode).toBe(
      403,
    );
    expect((await act(appointment.id, 'runningLate', doctor.token, { minutes: 0 })).statusCode).toBe(400);
  });

  it('waits for information and resumes; reactivates a cancellation unless the time has gone', async () => {
    const { patient, appointment } = await booked();
    expect((await act(appointment.id, 'waitingForInformation', doctor.token)).json().status).toBe(
      'waiting_info',
    );
    expect((await act(appointment.id, 'resume', doctor.token)).json().status).toBe('scheduled');
    await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Double booked myself' });
    const back = await act(appointment.id, 'reactivate', patient.accessToken);
    expect(back.json()).toMatchObject({ status: 'scheduled', cancelReason: null });

    await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Really cannot come' });
    // Someone else books the freed time; reactivating now would double-book.
    const other = await signUpPatient(t);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(other.accessToken),
      payload: { doctorId: doctor.id, startsAt: appointment.startsAt, duration: 15, reason: 'New patient' },
    });
    expect(taken.statusCode).toBe(201);
    const refused = await act(appointment.id, 'reactivate', patient.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');
    expect((await act(appointment.id, 'checkIn', other.accessToken)).statusCode).toBe(404);
  });
  describe('reactivating a cancelled consult', () => {
    it('refuses the doctor one the patient cancelled, with the reason', async () => {
      const { patient, appointment } = await booked();
      await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Feeling better' });
      const refused = await act(appointment.id, 'reactivate', doctor.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: PATIENT_CANCELLED,
      });
      const still = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from appointments where id = ${appointment.id}`,
      );
      expect(still[0]?.status).toBe('cancelled');
    });

    it('lets the patient reactivate one they cancelled', async () => {
      const { patient, appointment } = await booked();
      await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Feeling better' });
      expect((await act(appointment.id, 'reactivate', patient.accessToken)).json().status).toBe('scheduled');
    });

    it('lets an admin reactivate one the patient cancelled', async () => {
      const admin = await makeAccount(t, 'admin');
      const { patient, appointment } = await booked();
      await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Feeling better' });
      expect((await act(appointment.id, 'reactivate', admin.token)).json().status).toBe('scheduled');
    });

    it('lets the doctor reactivate one they cancelled themselves', async () => {
      const { appointment } = await booked();
      await act(appointment.id, 'cancel', doctor.token, { reason: 'Clinic closed' });
      expect((await act(appointment.id, 'reactivate', doctor.token)).json().status).toBe('scheduled');
    });

    it('judges by the latest cancel: the patient cancelling again keeps the doctor out', async () => {
      const { patient, appointment } = await booked();
      await act(appointment.id, 'cancel', doctor.token, { reason: 'Clinic closed' });
      await act(appointment.id, 'reactivate', doctor.token);
      await act(appointment.id, 'cancel', patient.accessToken, { reason: 'Found another time' });
      expect((await act(appointment.id, 'reactivate', doctor.token)).statusCode).toBe(403);
    });
  });
});
