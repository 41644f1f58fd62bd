import { DEFAULT_CONSULT_SETTINGS } from '@curo/core/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('availability and consult settings', () => {
  let t: TestApp;
  let doctor = { token: '', id: '' };
  let other = { token: '', id: '' };
  let admin = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Two GPs working Monday to Friday, 09:00–17:00, one in Sydney and one in Brisbane.
    const d = await makeGp(t, { timeZone: 'Australia/Sydney' });
    doctor = { token: d.token, id: d.id };
    const o = await makeGp(t, { timeZone: 'Australia/Brisbane' });
    other = { token: o.token, id: o.id };
    admin = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });

  it('shows each doctor their Monday to Friday, 09:00–17:00, in their own zone', async () => {
    const sydney = (
      await t.app.inject({ url: '/api/v1/availability', headers: bearer(doctor.token) })
    ).json();
    expect(sydney.timeZone).toBe('Australia/Sydney');
    expect(sydney.rules.map((r: { weekday: number }) => r.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(
      sydney.rules.every(
        (r: { startTime: string; endTime: string }) => r.startTime === '09:00' && r.endTime === '17:00',
      ),
    ).toBe(true);
    const brisbane = (
      await t.app.inject({ url: '/api/v1/availability', headers: bearer(other.token) })
    ).json();
    expect(brisbane.timeZone).toBe('Australia/Brisbane');
    const settings = (await t.app.inject({ url: `/api/v1/users/${other.id}/getConsultSettings` })).json();
    expect(settings.durations).toEqual([15, 30]);
  });

  it('lets a doctor add, change and remove their own rules, with clear errors', async () => {
    const created = await send('POST', '/availability', doctor.token, {
      kind: 'weekly',
      weekday: 6,
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    const changed = await send('PUT', `/availability/${rule.id}`, doctor.token, {
      kind: 'weekly',
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(changed.json().endTime).toBe('12:00');
    const backwards = await send('POST', '/availability', doctor.token, {
      kind: 'weekly',
      weekday: 6,
      startTime: '12:00',
      endTime: '10:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The end must be after the start');
    const dayOff = await send('POST', '/availability', doctor.token, { kind: 'dayOff', date: '2026-12-24' });
    expect(dayOff.json()).toMatchObject({ kind: 'dayOff', date: '2026-12-24', startTime: null });
    expect((await send('POST', '/availability', doctor.token, { kind: 'dayOff' })).json().error.message).toBe(
      'Choose a date',
    );
    expect((await send('DELETE', `/availability/${rule.id}`, doctor.token)).statusCode).toBe(204);
  });

  it("keeps other doctors' schedules out of reach (404); admins may edit any", async () => {
    const mine = (
      await send('POST', '/availability', doctor.token, { kind: 'dayOff', date: '2026-12-31' })
    ).json();
    expect((await send('DELETE', `/availability/${mine.id}`, other.token)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/availability?doctorId=${doctor.id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', '/availability', other.token, {
          doctorId: doctor.id,
          kind: 'dayOff',
          date: '2027-01-02',
        })
      ).statusCode,
    ).toBe(404);
    const patient = (await signUpPatient(t)).accessToken;
    expect((await t.app.inject({ url: '/api/v1/availability', headers: bearer(patient) })).statusCode).toBe(
      403,
    );
    expect(
      (
        await send('POST', '/availability', admin, {
          doctorId: doctor.id,
          kind: 'dayOff',
          date: '2027-01-04',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('changes consult settings for the doctor themselves only', async () => {
    const next = {
      ...DEFAULT_CONSULT_SETTINGS,
      durations: [15, 30, 45],
      bufferMinutes: 5,
      acceptsEmergency: true,
    };
    const saved = await send('POST', `/users/${doctor.id}/updateConsultSettings`, doctor.token, next);
    expect(saved.json()).toEqual(next);
    expect((await t.app.inject({ url: `/api/v1/users/${doctor.id}/getConsultSettings` })).json()).toEqual(
      next,
    );
    expect(
      (await send('POST', `/users/${doctor.id}/updateConsultSettings`, other.token, next)).statusCode,
    ).toBe(404);
    const bad = await send('POST', `/users/${doctor.id}/updateConsultSettings`, doctor.token, {
      ...next,
      durations: [7],
    });
    expect(bad.statusCode).toBe(400);
  });
});
