import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_KIND, makeAccount, makeDoctor, OFFICE_HOURS } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { queryRows } from '../../../../test/query';
import { insertAppointment } from '../appointments.repository';

describe('POST /appointments/{id}/accept for callback and offline consults', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let brisbane = { token: '', id: '' };
  let admin = '';
  let nurse = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Two GPs who take every kind of consult, one in Sydney and one in Brisbane; an admin; a nurse.
    doctor = await makeDoctor(t, {
      timeZone: 'Australia/Sydney',
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    brisbane = await makeDoctor(t, {
      timeZone: 'Australia/Brisbane',
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    admin = (await makeAccount(t, 'admin')).token;
    nurse = (await makeAccount(t, 'nurse')).token;
  });
  afterAll(() => t.close());

  /** A request waiting for a doctor, as the callback and offline endpoints create one. */
  async function requested(type: 'callback' | 'offline' | 'request', doctorId: string | null = null) {
    const patient = await signUpPatient(t);
    const me = (
      await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(patient.accessToken) })
    ).json();
    const row = await insertAppointment(t.database.db, {
      type,
      status: 'requested',
      patientId: me.id ?? me.user?.id,
      doctorId,
      reason: 'Please call me about my results',
    });
    return { patient, id: row.id };
  }
  const accept = (id: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/accept`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('gives a callback to the first doctor who claims it; the second hears ALREADY_TAKEN', async () => {
    const { id, patient } = await requested('callback');
    const won = await accept(id, doctor.token);
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ id, status: 'scheduled', doctorId: doctor.id, type: 'callback' });
    const lost = await accept(id, brisbane.token);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error).toMatchObject({
      code: 'ALREADY_TAKEN',
      message: 'Another doctor has already accepted this consult',
    });
    const again = await accept(id, doctor.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already accepted this consult');
    // The patient sees their doctor now.
    const seen = await t.app.inject({
      url: `/api/v1/appointments/${id}`,
      headers: bearer(patient.accessToken),
    });
    expect(seen.json().doctorId).toBe(doctor.id);
    const history = await queryRows<{ action: string; from_status: string; to_status: string }>(
      t.database.db,
      sql`select action, from_status, to_status from appointment_events where appointment_id = ${id}`,
    );
    expect(history).toEqual([{ action: 'accept', from_status: 'requested', to_status: 'scheduled' }]);
  });

  it('lets the named doctor claim an offline consult, and hides it from other doctors (404)', async () => {
    const { id } = await requested('offline', doctor.id);
    expect((await accept(id, brisbane.token)).statusCode).toBe(404);
    const won = await accept(id, doctor.token);
    expect(won.json()).toMatchObject({ status: 'scheduled', doctorId: doctor.id, startsAt: null });
  });

  it('refuses patients and nurses (403), unknown ids (404) and a doctor naming someone else (403)', async () => {
    const { id, patient } = await requested('callback');
    expect((await accept(id, patient.accessToken)).statusCode).toBe(403);
    expect((await accept(id, nurse)).statusCode).toBe(403);
    expect((await accept('00000000-0000-4000-8000-000000000000', doctor.token)).statusCode).toBe(404);
    const naming = await accept(id, doctor.token, { doctorId: brisbane.id });
    expect(naming.statusCode).toBe(403);
    expect((await accept(id, doctor.token, { doctorId: 'nope' })).statusCode).toBe(400);
  });

  it('lets an admin dispatch to a doctor, and asks which doctor when none is named', async () => {
    const { id } = await requested('callback');
    const unnamed = await accept(id, admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe('Choose the doctor (doctorId) to give this consult to');
    const dispatched = await accept(id, admin, { doctorId: brisbane.id });
    expect(dispatched.json()).toMatchObject({ status: 'scheduled', doctorId: brisbane.id });
  });

  it('answers 409 naming the state when the consult is not waiting for a doctor', async () => {
    const { id, patient } = await requested('callback');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/cancel`,
      headers: bearer(patient.accessToken),
      payload: { reason: 'Feeling better now' },
    });
    const refused = await accept(id, doctor.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This appointment is cancelled: it cannot be accepted',
    });
    const request = await requested('request');
    const dates = await accept(request.id, admin, { doctorId: doctor.id });
    expect(dates.statusCode).toBe(409);
    expect(dates.json().error.message).toBe(
      'This consult request is answered by offering dates, not by accepting it',
    );
  });
});
