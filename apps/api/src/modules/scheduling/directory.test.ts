import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/accounts';
import { makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { nextAvailableFor } from './next-available';

describe('the public specialist directory and next free times', () => {
  let t: TestApp;
  let doctorId = '';
  let brisbaneId = '';
  let doctors: Account[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Two GPs working Monday to Friday, 09:00–17:00, in 15- and 30-minute slots: Sydney and Brisbane.
    const sydney = await makeGp(t, { timeZone: 'Australia/Sydney', specialties: ['General practice'] });
    const brisbane = await makeGp(t, { timeZone: 'Australia/Brisbane', specialties: ['General practice'] });
    doctors = [sydney, brisbane];
    doctorId = sydney.id;
    brisbaneId = brisbane.id;
  });
  afterAll(() => t.close());

  it('lists doctors to anyone, with zone, consult lengths and next free slot, and no contact details', async () => {
    const response = await t.app.inject('/api/v1/doctors/directory');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    const sydney = items.find((d: { id: string }) => d.id === doctorId);
    const brisbane = items.find((d: { id: string }) => d.id === brisbaneId);
    expect(sydney).toMatchObject({ timeZone: 'Australia/Sydney', durations: [15, 30] });
    expect(brisbane).toMatchObject({ timeZone: 'Australia/Brisbane' });
    expect(Date.parse(sydney.next.startsAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(sydney.next.endsAt) - Date.parse(sydney.next.startsAt)).toBe(15 * 60_000);
    for (const { email } of doctors) expect(JSON.stringify(items)).not.toContain(email);
    expect(JSON.stringify(items)).not.toContain('@test.curo.example');
  });

  it('narrows the directory to one specialty, ignoring case', async () => {
    const all = (await t.app.inject('/api/v1/doctors/directory')).json().items as Array<{
      specialties: string[];
    }>;
    const specialty = all.flatMap((d) => d.specialties)[0];
    if (!specialty) throw new Error('the doctors have no specialty');
    const { items } = (
      await t.app.inject(`/api/v1/doctors/directory?specialty=${encodeURIComponent(specialty.toUpperCase())}`)
    ).json();
    expect(items.length).toBeGreaterThan(0);
    for (const d of items)
      expect(d.specialties.map((s: string) => s.toLowerCase())).toContain(specialty.toLowerCase());
    const none = (await t.app.inject('/api/v1/doctors/directory?specialty=astrology')).json();
    expect(none.items).toEqual([]);
  });

  it('answers the next free slot of each named doctor, and null for an unknown one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const response = await t.app.inject(
      `/api/v1/appointments/nextAvailable?doctorIds=${doctorId},${brisbaneId},${unknown}`,
    );
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((i: { doctorId: string }) => i.doctorId)).toEqual([doctorId, brisbaneId, unknown]);
    expect(items[0].next).not.toBeNull();
    expect(items[2]).toEqual({ doctorId: unknown, timeZone: null, durations: [], next: null });
  });

  it('refuses a missing or malformed doctor list with 400 and a message', async () => {
    const missing = await t.app.inject('/api/v1/appointments/nextAvailable');
    expect(missing.statusCode).toBe(400);
    const bad = await t.app.inject('/api/v1/appointments/nextAvailable?doctorIds=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/doctor ids/i);
  });

  it('skips a booked time: the next free slot moves on once the first is taken', async () => {
    const before = await nextAvailableFor(t.database.db, doctorId);
    if (!before.next) throw new Error('no free slot');
    const patient = await signUpPatient(t);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(patient.accessToken),
      payload: { doctorId, startsAt: before.next.startsAt, duration: 15, reason: 'Follow-up on blood tests' },
    });
    expect(booked.statusCode).toBe(201);
    const after = await nextAvailableFor(t.database.db, doctorId);
    expect(after.next?.startsAt).not.toBe(before.next.startsAt);
    expect(Date.parse(after.next?.startsAt ?? '')).toBeGreaterThan(Date.parse(before.next.startsAt));
  });
});
