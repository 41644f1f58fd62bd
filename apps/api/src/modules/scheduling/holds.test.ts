import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../../../test/accounts';
import { freeStarts, makeGp } from '../../../test/appointments';
import { bearer } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';

/** Decision 0048: a patient's own live hold is resumed, not fought; holds are not consults. */
describe('holding a time while booking', () => {
  let t: TestApp;
  let doctor: Awaited<ReturnType<typeof makeGp>>;
  let patient: Awaited<ReturnType<typeof makePatient>>;
  let other: Awaited<ReturnType<typeof makePatient>>;
  const monday = mondayAhead(7);

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    doctor = await makeGp(t);
    patient = await makePatient(t);
    other = await makePatient(t);
  });
  afterAll(() => t.close());

  const hold = (token: string, startsAt: string, reason = 'Sore throat for three days', duration = 15) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/bookSpecialtySlot',
      headers: bearer(token),
      payload: { doctorId: doctor.id, startsAt, duration, reason },
    });
  const list = async (token: string) =>
    (
      await t.app.inject({
        url: '/api/v1/appointments/list/all/1/50',
        headers: bearer(token),
      })
    ).json();
  const day = async () =>
    (
      await t.app.inject({
        url: `/api/v1/users/${doctor.id}/appointments/date/${monday}`,
        headers: bearer(doctor.token),
      })
    ).json();

  it('answers the same hold when the patient holds the time they already hold (a reload)', async () => {
    const [startsAt] = await freeStarts(t, doctor.id, monday);
    const first = await hold(patient.token, startsAt as string);
    expect(first.statusCode).toBe(201);
    const again = await hold(patient.token, startsAt as string, 'Sore throat, now a fever too');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: first.json().id,
      status: 'held',
      startsAt,
      holdExpiresAt: first.json().holdExpiresAt,
      reason: 'Sore throat, now a fever too',
    });
    // Confirming the resumed hold books it.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/confirmSpecialtySlot',
      headers: { ...bearer(patient.token), 'idempotency-key': 'resume-1' },
      payload: { appointmentId: first.json().id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: first.json().id, status: 'scheduled' });
  });

  it('still refuses another patient the time someone holds', async () => {
    const [, startsAt] = await freeStarts(t, doctor.id, monday);
    expect((await hold(patient.token, startsAt as string)).statusCode).toBe(201);
    const res = await hold(other.token, startsAt as string);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SLOT_TAKEN');
  });

  it('lets go of the patient’s earlier hold when they hold another time', async () => {
    const starts = await freeStarts(t, doctor.id, monday);
    const a = starts[4] as string;
    const b = starts[8] as string;
    const first = await hold(patient.token, a);
    expect(first.statusCode).toBe(201);
    expect((await hold(patient.token, b)).statusCode).toBe(201);
    // The first time is free again: another patient can hold it.
    expect(await freeStarts(t, doctor.id, monday)).toContain(a);
    expect((await hold(other.token, a)).statusCode).toBe(201);
  });

  it('never lists a hold as a consult, in the patient’s list or the doctor’s', async () => {
    const starts = await freeStarts(t, doctor.id, monday);
    const held = await hold(other.token, starts[10] as string);
    expect(held.statusCode).toBe(201);
    const id = held.json().id;
    const mine = await list(other.token);
    expect(mine.items.map((a: { id: string }) => a.id)).not.toContain(id);
    expect(mine.items.every((a: { status: string }) => a.status !== 'held')).toBe(true);
    const doctors = await list(doctor.token);
    expect(doctors.items.map((a: { id: string }) => a.id)).not.toContain(id);
    const calendar = await day();
    expect(calendar.items.map((a: { id: string }) => a.id)).not.toContain(id);
    // The booked consult from the first test does show.
    expect(calendar.items.some((a: { status: string }) => a.status === 'scheduled')).toBe(true);
  });
});
