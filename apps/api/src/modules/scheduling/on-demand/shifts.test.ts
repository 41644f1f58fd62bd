import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeDoctor } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

describe('/shifts and /emergencyShifts', () => {
  let t: TestApp;
  let admin = '';
  let nurse = '';
  let instant: Account;
  let doctor: Account;
  let plainDoctor: Account;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    admin = (await makeAccount(t, 'admin')).token;
    nurse = (await makeAccount(t, 'nurse')).token;
    instant = await makeDoctor(t, { role: 'instantDoctor' });
    doctor = await makeDoctor(t);
    plainDoctor = await makeDoctor(t, { consultSettings: { acceptsEmergency: false } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lets an instant doctor add, move and remove their own instant shifts', async () => {
    const made = await call('POST', '/shifts', instant.token, {
      startsAt: at(1),
      endsAt: at(9),
      note: 'Evening queue',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'instant', doctorId: instant.id, note: 'Evening queue' });
    const id = made.json().id;
    // Both ends from one instant, so the length is exactly 8 hours whatever the clock does between.
    const now = Date.now();
    const moved = await call('PUT', `/shifts/${id}`, instant.token, {
      startsAt: new Date(now + 2 * HOUR).toISOString(),
      endsAt: new Date(now + 10 * HOUR).toISOString(),
    });
    expect(moved.json().id).toBe(id);
    expect(Date.parse(moved.json().endsAt) - Date.parse(moved.json().startsAt)).toBe(8 * HOUR);
    expect(moved.json().note).toBe('Evening queue');
    const mine = await call('GET', '/shifts', instant.token);
    expect(mine.json().items.map((s: { id: string }) => s.id)).toContain(id);
    expect((await call('DELETE', `/shifts/${id}`, instant.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/shifts/${id}`, instant.token)).statusCode).toBe(404);
  });

  it('refuses overlapping shifts of one doctor and kind with 409 SHIFT_OVERLAP; touching ones are fine', async () => {
    const first = await call('POST', '/shifts', instant.token, { startsAt: at(30), endsAt: at(38) });
    expect(first.statusCode).toBe(201);
    const overlap = await call('POST', '/shifts', instant.token, { startsAt: at(37), endsAt: at(40) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.code).toBe('SHIFT_OVERLAP');
    expect(overlap.json().error.message).toMatch(/^This shift overlaps another shift of the same doctor/);
    const touching = await call('POST', '/shifts', instant.token, { startsAt: at(38), endsAt: at(42) });
    expect(touching.statusCode).toBe(201);
    // Moving one onto the other is an overlap too.
    const onto = await call('PUT', `/shifts/${touching.json().id}`, instant.token, {
      startsAt: at(36),
      endsAt: at(42),
    });
    expect(onto.statusCode).toBe(409);
  });

  it('lets only one of several overlapping shifts saved at the same moment through', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        call('POST', '/shifts', instant.token, { startsAt: at(200 + i), endsAt: at(206 + i) }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
  });

  it('refuses shifts that end before they start, last over 24 hours, or are already over (400)', async () => {
    const backwards = await call('POST', '/shifts', instant.token, { startsAt: at(60), endsAt: at(59) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The shift must end after it starts');
    const long = await call('POST', '/shifts', instant.token, { startsAt: at(60), endsAt: at(85) });
    expect(long.json().error.message).toBe('A shift can be at most 24 hours long');
    const past = await call('POST', '/shifts', instant.token, { startsAt: at(-5), endsAt: at(-1) });
    expect(past.json().error.message).toBe('The shift must end in the future');
    const garbage = await call('POST', '/shifts', instant.token, { startsAt: 'soon', endsAt: at(2) });
    expect(garbage.statusCode).toBe(400);
  });

  it('keeps emergency shifts for doctors who take emergencies, and each doctor to their own', async () => {
    const ok = await call('POST', '/emergencyShifts', doctor.token, { startsAt: at(1), endsAt: at(5) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().kind).toBe('emergency');
    // An emergency shift and an instant shift are separate rosters: not the same path.
    expect((await call('DELETE', `/shifts/${ok.json().id}`, admin)).statusCode).toBe(404);
    const refused = await call('POST', '/emergencyShifts', plainDoctor.token, {
      startsAt: at(1),
      endsAt: at(5),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only doctors who take emergency consults can have emergency shifts',
    );
    expect((await call('POST', '/shifts', doctor.token, { startsAt: at(1), endsAt: at(5) })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/emergencyShifts', instant.token, { startsAt: at(1), endsAt: at(5) })).statusCode,
    ).toBe(403);
    // Someone else's shift: not found, whether changing or listing it.
    const other = await makeDoctor(t);
    expect(
      (await call('PUT', `/emergencyShifts/${ok.json().id}`, other.token, { startsAt: at(1), endsAt: at(6) }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/emergencyShifts/${ok.json().id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/emergencyShifts?doctorId=${doctor.id}`, other.token)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/emergencyShifts', other.token, {
          doctorId: doctor.id,
          startsAt: at(7),
          endsAt: at(8),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets admins roster anyone (naming the doctor), and nurses read the roster', async () => {
    const unnamed = await call('POST', '/shifts', admin, { startsAt: at(100), endsAt: at(108) });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe('Choose the doctor (doctorId) the shift is for');
    const wrongKind = await call('POST', '/shifts', admin, {
      doctorId: doctor.id,
      startsAt: at(100),
      endsAt: at(108),
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.message).toBe('Only instant doctors can have instant shifts');
    const made = await call('POST', '/shifts', admin, {
      doctorId: instant.id,
      startsAt: at(100),
      endsAt: at(108),
    });
    expect(made.statusCode).toBe(201);
    const roster = await call(
      'GET',
      `/shifts?doctorId=${instant.id}&from=${encodeURIComponent(at(99))}&to=${encodeURIComponent(at(120))}`,
      nurse,
    );
    expect(roster.json()).toMatchObject({ total: 1, page: 1 });
    expect(roster.json().items[0]).toMatchObject({
      id: made.json().id,
      doctorName: expect.stringContaining(instant.firstName),
    });
    expect(
      (await call('POST', '/shifts', nurse, { doctorId: instant.id, startsAt: at(1), endsAt: at(2) }))
        .statusCode,
    ).toBe(403);
    const patient = await signUpPatient(t);
    expect((await call('GET', '/shifts', patient.accessToken)).statusCode).toBe(403);
    const paged = await call('GET', '/shifts?pageSize=1', admin);
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
  });

  it('says who is on shift now', async () => {
    const a = await makeDoctor(t, { role: 'instantDoctor' });
    const b = await makeDoctor(t, { role: 'instantDoctor' });
    await call('POST', '/shifts', admin, { doctorId: a.id, startsAt: at(-1), endsAt: at(3) });
    await call('POST', '/shifts', admin, { doctorId: b.id, startsAt: at(1), endsAt: at(3) });
    const now = await call('GET', '/shifts/onShift', nurse);
    const ids = now.json().items.map((d: { doctorId: string }) => d.doctorId);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    const patient = await signUpPatient(t);
    expect((await call('GET', '/shifts/onShift', patient.accessToken)).statusCode).toBe(403);
  });
});
