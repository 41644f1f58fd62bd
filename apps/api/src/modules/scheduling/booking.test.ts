import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/accounts';
import { makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { queryRows } from '../../../test/query';

const wall = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('booking a scheduled consult', () => {
  let t: TestApp;
  let doctorId = '';
  let brisbaneId = '';
  let doctorToken = '';
  let companyAdminToken = '';
  let patient: Awaited<ReturnType<typeof signUpPatient>>;
  const monday = mondayAhead(7);

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // A Sydney GP and a Brisbane GP, both working Monday to Friday 09:00–17:00 in their own zones.
    const sydney = await makeGp(t, { firstName: 'Priya', lastName: 'Raman', timeZone: 'Australia/Sydney' });
    doctorId = sydney.id;
    doctorToken = sydney.token;
    brisbaneId = (
      await makeGp(t, { firstName: 'James', lastName: 'Whitfield', timeZone: 'Australia/Brisbane' })
    ).id;
    const company = await makeCompany(t);
    companyAdminToken = (await makeAccount(t, 'companyAdmin', { companyId: company.id })).token;
    patient = await signUpPatient(t);
  });
  afterAll(() => t.close());

  const slots = async (id: string, date: string, extra = '') =>
    (
      await t.app.inject(
        `/api/v1/users/${id}/getDoctorAvailableSlots?date=${date}${extra}&timestamp=${Date.now()}`,
      )
    ).json();
  const book = (startsAt: string, duration = 15, token = patient.accessToken, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/createFreeScheduledAppointment',
      headers: bearer(token),
      payload: { doctorId, startsAt, duration, reason: 'Sore throat for three days', ...extra },
    });
  /** The UTC instant of a Sydney wall-clock time on `monday`, found among the offered slots. */
  const at = async (hhmm: string, duration = 15) => {
    const found = (await slots(doctorId, monday, `&duration=${duration}&showAll=true`)).find(
      (s: { startsAt: string }) => wall(s.startsAt, 'Australia/Sydney') === hhmm,
    );
    if (!found) throw new Error(`no slot at ${hhmm}`);
    return found.startsAt as string;
  };

  it('offers each doctor’s 09:00–17:00 in their own zone, as UTC instants', async () => {
    const sydney = await slots(doctorId, monday, '&duration=15');
    expect(sydney).toHaveLength(32);
    expect(wall(sydney[0].startsAt, 'Australia/Sydney')).toBe('09:00');
    expect(wall(sydney.at(-1).endsAt, 'Australia/Sydney')).toBe('17:00');
    expect(sydney[0].startsAt).toMatch(/Z$/);
    const brisbane = await slots(brisbaneId, monday, '&duration=30');
    expect(wall(brisbane[0].startsAt, 'Australia/Brisbane')).toBe('09:00');
    expect(wall(brisbane.at(-1).startsAt, 'Australia/Brisbane')).toBe('16:30');
    const weekend = await slots(
      doctorId,
      new Date(Date.parse(monday) - 86_400_000).toISOString().slice(0, 10),
    );
    expect(weekend).toEqual([]);
    const only = await slots(doctorId, monday, '&times=09:00,13:30');
    expect(only.map((s: { startsAt: string }) => wall(s.startsAt, 'Australia/Sydney'))).toEqual([
      '09:00',
      '13:30',
    ]);
    expect(
      (await t.app.inject(`/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=2026-13-01`)).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject(`/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${monday}&duration=45`))
        .statusCode,
    ).toBe(400);
  });

  it('books a free slot, refuses the same or an overlapping time, and accepts the next one', async () => {
    const ten = await at('10:00', 30);
    const res = await book(ten, 30);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'scheduled',
      status: 'scheduled',
      doctorId,
      patientId: patient.user?.id,
      startsAt: ten,
    });
    const again = await book(ten, 30);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SLOT_TAKEN');
    const overlap = await book(await at('10:15'), 15);
    expect(overlap.json().error.code).toBe('SLOT_TAKEN');
    expect((await book(await at('10:30'), 15)).statusCode).toBe(201);
    // The taken time is gone from the free list.
    const free = (await slots(doctorId, monday, '&duration=15')).map((s: { startsAt: string }) =>
      wall(s.startsAt, 'Australia/Sydney'),
    );
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('10:15');
    expect(free).not.toContain('10:30');
    expect(free).toContain('10:45');
  });

  it('refuses times outside the doctor’s availability with SLOT_UNAVAILABLE', async () => {
    const nine = Date.parse(await at('09:00'));
    for (const startsAt of [
      nine - 60 * 60_000,
      nine + 7 * 60_000,
      nine - 2 * 86_400_000,
      nine + 8 * 3_600_000,
    ]) {
      const res = await book(new Date(startsAt).toISOString());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
    }
    expect((await book(new Date(Date.now() + 30 * 60_000).toISOString())).json().error.code).toBe(
      'SLOT_UNAVAILABLE',
    );
    expect((await book(await at('11:00'), 45)).statusCode).toBe(400);
  });

  it('lets exactly one of 200 simultaneous requests have a slot; the rest get SLOT_TAKEN', async () => {
    const startsAt = await at('14:00');
    const results = await Promise.all(Array.from({ length: 200 }, () => book(startsAt)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'SLOT_TAKEN'),
    ).toBe(true);
  });

  it('frees the slot on cancel; a cancelled consult cannot be cancelled again (409 names its state)', async () => {
    const startsAt = await at('15:00');
    const booked = (await book(startsAt)).json();
    const cancel = (id: string, token = patient.accessToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${id}/cancel`,
        headers: bearer(token),
        payload: { reason: 'Feeling better' },
      });
    const cancelled = await cancel(booked.id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Feeling better' });
    expect((await book(startsAt)).statusCode).toBe(201);
    const twice = await cancel(booked.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('cancelled');
    const history = await queryRows<{ action: string; from_status: string | null; to_status: string }>(
      t.database.db,
      sql`select action, from_status, to_status from appointment_events where appointment_id = ${booked.id} order by created_at, id`,
    );
    expect(history).toEqual([
      { action: 'create', from_status: null, to_status: 'scheduled' },
      { action: 'cancel', from_status: 'scheduled', to_status: 'cancelled' },
    ]);
    const stranger = await signUpPatient(t);
    expect((await cancel(booked.id, stranger.accessToken)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v1/appointments/${booked.id}`,
          headers: bearer(stranger.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/appointments/${booked.id}`, headers: bearer(doctorToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('blocks a slot with a live hold and frees it when the hold has lapsed', async () => {
    const startsAt = await at('16:00');
    const endsAt = new Date(Date.parse(startsAt) + 15 * 60_000).toISOString();
    await t.database.db.execute(sql`insert into appointments (id, type, status, patient_id, doctor_id, starts_at, ends_at, hold_expires_at)
      values (gen_random_uuid(), 'scheduled', 'held', ${patient.user?.id}, ${doctorId}, ${startsAt}, ${endsAt}, now() + interval '5 minutes')`);
    expect((await book(startsAt)).json().error.code).toBe('SLOT_TAKEN');
    await t.database.db.execute(
      sql`update appointments set hold_expires_at = now() - interval '1 second' where status = 'held'`,
    );
    expect((await book(startsAt)).statusCode).toBe(201);
  });

  it('has the database refuse an overlap whatever the code does', async () => {
    const startsAt = await at('16:30');
    const insert = (start: string, minutes: number) =>
      t.database.db.execute(sql`insert into appointments (id, type, status, patient_id, doctor_id, starts_at, ends_at)
        values (gen_random_uuid(), 'scheduled', 'scheduled', ${patient.user?.id}, ${doctorId}, ${start}, ${new Date(Date.parse(start) + minutes * 60_000).toISOString()})`);
    await insert(startsAt, 30);
    await expect(insert(new Date(Date.parse(startsAt) + 10 * 60_000).toISOString(), 5)).rejects.toThrow();
  });

  it('lets a doctor book for a patient, keeps company admins out, and checks the family member', async () => {
    const forPatient = await book(await at('11:30'), 15, doctorToken, { patientId: patient.user?.id });
    expect(forPatient.statusCode).toBe(201);
    expect(forPatient.json().patientId).toBe(patient.user?.id);
    expect((await book(await at('11:45'), 15, doctorToken)).statusCode).toBe(400);
    expect((await book(await at('11:45'), 15, companyAdminToken)).statusCode).toBe(403);
    const other = await signUpPatient(t);
    expect(
      (await book(await at('11:45'), 15, patient.accessToken, { patientId: other.user?.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await book(await at('11:45'), 15, patient.accessToken, {
          familyMemberId: '0190c0de-0000-7000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows a month at a glance: weekdays free, weekends not', async () => {
    const res = await t.app.inject(`/api/v1/services/availability-calendar/${doctorId}/date/${monday}`);
    const body = res.json();
    expect(body.timeZone).toBe('Australia/Sydney');
    const day = body.dates.find((d: { date: string }) => d.date === monday);
    expect(day.available).toBe(true);
    // Every month has weekends: none of its Saturdays or Sundays has a free slot.
    const weekend = body.dates.filter((d: { date: string }) =>
      [0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()),
    );
    expect(weekend.length).toBeGreaterThanOrEqual(8);
    expect(weekend.every((d: { available: boolean }) => !d.available)).toBe(true);
  });

  it('holds a slot for ten minutes, confirms it, and releases a lapsed hold to others', async () => {
    const startsAt = await at('12:00');
    const hold = (token = patient.accessToken) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/appointments/bookSpecialtySlot',
        headers: bearer(token),
        payload: { doctorId, startsAt, duration: 15, reason: 'ADHD review' },
      });
    const confirm = (appointmentId: string, token = patient.accessToken) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/appointments/confirmSpecialtySlot',
        headers: { ...bearer(token), 'idempotency-key': `confirm-${appointmentId}-${Date.now()}` },
        payload: { appointmentId },
      });
    const held = await hold();
    expect(held.statusCode).toBe(201);
    const minutes = (Date.parse(held.json().holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const other = await signUpPatient(t);
    expect((await hold(other.accessToken)).json().error.code).toBe('SLOT_TAKEN');
    const available = await t.app.inject(
      `/api/v1/appointments/isAppointmentDateAvailable?doctorId=${doctorId}&startsAt=${encodeURIComponent(startsAt)}&duration=15`,
    );
    expect(available.json()).toMatchObject({ available: false, code: 'SLOT_TAKEN' });
    expect((await confirm(held.json().id, other.accessToken)).statusCode).toBe(404);

    // The hold lapses before it is confirmed: the time goes back to everyone.
    await t.database.db.execute(
      sql`update appointments set hold_expires_at = now() - interval '1 second' where id = ${held.json().id}`,
    );
    const late = await confirm(held.json().id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('HOLD_EXPIRED');
    const second = await hold(other.accessToken);
    expect(second.statusCode).toBe(201);
    const confirmed = await confirm(second.json().id, other.accessToken);
    expect(confirmed.json()).toMatchObject({ status: 'scheduled', holdExpiresAt: null });
  });

  it('lists each person’s own appointments, paged and searchable; nobody else’s', async () => {
    const me = await signUpPatient(t, { firstName: 'Rosalind', lastName: 'Kettering' });
    const booked = [];
    for (const time of ['13:00', '13:15', '13:30']) {
      const res = await book(await at(time), 15, me.accessToken, { reason: `Skin check ${time}` });
      booked.push(res.json());
    }
    const list = (path: string, token = me.accessToken) =>
      t.app.inject({ url: `/api/v1/appointments/list/${path}`, headers: bearer(token) });
    const first = (await list('upcoming/1/2')).json();
    expect(first.total).toBe(3);
    expect(first.items.map((a: { id: string }) => a.id)).toEqual([booked[0].id, booked[1].id]);
    expect(first.items[0]).toMatchObject({ patientName: 'Rosalind Kettering', doctorName: 'Priya Raman' });
    expect((await list('upcoming/2/2')).json().items.map((a: { id: string }) => a.id)).toEqual([
      booked[2].id,
    ]);
    expect((await list('upcoming/1/10?search=13%3A15')).json().items).toHaveLength(1);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booked[2].id}/cancel`,
      headers: bearer(me.accessToken),
      payload: { reason: 'Not needed' },
    });
    expect((await list('upcoming/1/10')).json().total).toBe(2);
    expect((await list('past/1/10')).json().items.map((a: { status: string }) => a.status)).toEqual([
      'cancelled',
    ]);

    // The doctor finds them by the patient's name; another patient sees none of them.
    const doctorView = (await list('upcoming/1/50?search=Kettering', doctorToken)).json();
    expect(doctorView.total).toBe(2);
    // …and all their consults with this one patient (the consult page's earlier consults).
    const withHer = (await list(`all/1/50?patientId=${me.user?.id}`, doctorToken)).json();
    expect(withHer.items.map((a: { id: string }) => a.id).sort()).toEqual(booked.map((b) => b.id).sort());
    const stranger = await signUpPatient(t);
    // A patient id filters your own consults only: a stranger asking about her sees nothing.
    expect((await list(`all/1/50?patientId=${me.user?.id}`, stranger.accessToken)).json().total).toBe(0);
    expect((await list('all/1/50?patientId=not-a-uuid', doctorToken)).statusCode).toBe(400);
    expect((await list('all/1/50', stranger.accessToken)).json().total).toBe(0);
    expect((await list('soon/1/10')).statusCode).toBe(400);
    expect((await list('all/1/500')).statusCode).toBe(400);

    const day = await t.app.inject({
      url: `/api/v1/users/${doctorId}/appointments/date/${monday}`,
      headers: bearer(doctorToken),
    });
    expect(day.json().timeZone).toBe('Australia/Sydney');
    expect(day.json().items.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([booked[0].id, booked[1].id]),
    );
    // The doctor's day names each patient.
    const firstId: string = booked[0].id;
    const named = day.json().items.find((a: { id: string }) => a.id === firstId);
    expect(named.patientName).toBe('Rosalind Kettering');
    expect(
      (
        await t.app.inject({
          url: `/api/v1/users/${doctorId}/appointments/date/${monday}`,
          headers: bearer(me.accessToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});
