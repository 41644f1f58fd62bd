import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makePatient } from '../../../../test/accounts';
import { freeStarts, makeGp } from '../../../../test/appointments';
import { bearer } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { queryRows } from '../../../../test/query';
import { connect, eventOf } from '../../../../test/realtime-client';
import { offerOnLapsedOffers } from './offers';

/** Decision 0049: the waitlist, its offers in order, one acceptance, and offering on. */
describe('the waitlist', () => {
  let t: TestApp;
  const monday = mondayAhead(7);

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const join = (patient: Account, payload: object) => post('/waitlist/join', patient.token, payload);
  const waitlist = async (patient: Account) =>
    (await t.app.inject({ url: '/api/v1/waitlist', headers: bearer(patient.token) })).json();
  const offersTo = async (patient: Account) =>
    (await waitlist(patient)).items.flatMap(
      (e: { offers: Array<{ id: string; startsAt: string }> }) => e.offers,
    );
  const emailsTo = (patient: Account) =>
    queryRows<{ subject: string; text_body: string }>(
      t.database.db,
      sql`select subject, text_body from outbound_messages where to_address = ${patient.email.toLowerCase()}
          and subject like 'A time with%' order by created_at`,
    );
  /** A consult booked by a patient not on the waitlist, then cancelled: its time comes free. */
  const freeUp = async (doctorId: string, startsAt: string) => {
    const booker = await makePatient(t);
    const booked = await post('/appointments/createFreeScheduledAppointment', booker.token, {
      doctorId,
      startsAt,
      duration: 15,
      reason: 'Check-up',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await post(`/appointments/${booked.json().id}/cancel`, booker.token, {
      reason: 'Cannot make it',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return booker;
  };

  it('lets a patient join for a doctor or a specialty, keeps one place each, and leave', async () => {
    const doctor = await makeGp(t);
    const patient = await makePatient(t);
    const other = await makePatient(t);
    const first = await join(patient, { doctorId: doctor.id });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ doctorId: doctor.id, status: 'waiting', offers: [] });
    expect(first.json().doctorName).toMatch(/^Dr /);
    expect((await join(patient, { doctorId: doctor.id })).json().id).toBe(first.json().id);
    const bySpecialty = await join(patient, { specialty: 'Dermatology' });
    expect(bySpecialty.statusCode).toBe(201);
    expect((await waitlist(patient)).items.map((e: { id: string }) => e.id)).toEqual([
      first.json().id,
      bySpecialty.json().id,
    ]);
    expect((await join(patient, { doctorId: doctor.id, specialty: 'Dermatology' })).statusCode).toBe(400);
    expect((await join(patient, {})).statusCode).toBe(400);
    // Only patients wait; someone else's place is not theirs to give up.
    expect((await join(doctor, { specialty: 'Dermatology' })).statusCode).toBe(403);
    expect((await post(`/waitlist/${first.json().id}/leave`, other.token)).statusCode).toBe(404);
    const left = await post(`/waitlist/${first.json().id}/leave`, patient.token);
    expect(left.statusCode).toBe(200);
    expect(left.json().status).toBe('left');
    expect((await waitlist(patient)).items.map((e: { id: string }) => e.id)).toEqual([bySpecialty.json().id]);
  });

  it('offers a freed time to the first three in line, by email and live, and keeps it from everyone else', async () => {
    const doctor = await makeGp(t, { specialties: ['Paediatrics'] });
    const [a, b, c, d] = [
      await makePatient(t),
      await makePatient(t),
      await makePatient(t),
      await makePatient(t),
    ];
    expect((await join(a as Account, { doctorId: doctor.id })).statusCode).toBe(201);
    // By the specialty's page slug: still the specialty the doctor lists.
    expect((await join(b as Account, { specialty: 'paediatrics' })).statusCode).toBe(201);
    expect((await join(c as Account, { doctorId: doctor.id })).statusCode).toBe(201);
    expect((await join(d as Account, { doctorId: doctor.id })).statusCode).toBe(201);
    const live = await connect(t, (a as Account).token);
    const startsAt = (await freeStarts(t, doctor.id, monday))[0] as string;
    const booker = await freeUp(doctor.id, startsAt);

    for (const p of [a, b, c] as Account[]) {
      const offers = await offersTo(p);
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({ doctorId: doctor.id, startsAt });
      const emails = await emailsTo(p);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.text_body).toContain('/account/waitlist');
    }
    expect(await offersTo(d as Account)).toEqual([]);
    expect(await emailsTo(d as Account)).toEqual([]);
    const message = await live.waitFor((m) => eventOf(m).type === 'waitlist.offer');
    expect(eventOf(message)).toMatchObject({ offer: { doctorId: doctor.id, startsAt } });
    live.ws.close();

    // Kept for them: not free to anyone else, and not bookable even by whoever let it go.
    expect(await freeStarts(t, doctor.id, monday)).not.toContain(startsAt);
    const again = await post('/appointments/createFreeScheduledAppointment', booker.token, {
      doctorId: doctor.id,
      startsAt,
      duration: 15,
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SLOT_TAKEN');
  });

  it('gives an offer accepted by two patients at once to exactly one, who books it as any hold', async () => {
    const doctor = await makeGp(t);
    const [a, b] = [await makePatient(t), await makePatient(t)] as Account[];
    await join(a as Account, { doctorId: doctor.id });
    await join(b as Account, { doctorId: doctor.id });
    const startsAt = (await freeStarts(t, doctor.id, monday))[2] as string;
    await freeUp(doctor.id, startsAt);
    const offerId = (await offersTo(a as Account))[0]?.id as string;
    expect((await offersTo(b as Account))[0]?.id).toBe(offerId);

    const answers = await Promise.all(
      [a, b].map((p) => post(`/waitlist/offers/${offerId}/accept`, (p as Account).token)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((r) => r.statusCode === 200);
    const winner = [a, b][won] as Account;
    const loser = answers[1 - won];
    expect(loser?.json().error.code).toBe('WAITLIST_OFFER_CLOSED');
    const hold = answers[won]?.json();
    expect(hold).toMatchObject({ status: 'held', patientId: winner.id, doctorId: doctor.id, startsAt });

    // The same path as any hold: confirming books it; the time is booked once.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/appointments/confirmSpecialtySlot',
      headers: { ...bearer(winner.token), 'idempotency-key': `waitlist-${hold.id}` },
      payload: { appointmentId: hold.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: hold.id, status: 'scheduled', patientId: winner.id });
    const booked = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from appointments where doctor_id = ${doctor.id}
          and starts_at = ${startsAt}::timestamptz and status in ('held', 'scheduled')`,
    );
    expect(Number(booked[0]?.n)).toBe(1);
    // The winner's place is used; the other still waits.
    expect((await waitlist(winner)).items).toEqual([]);
    expect((await waitlist([a, b][1 - won] as Account)).items).toHaveLength(1);
  });

  it('offers the time on to the next in line when nobody accepts within 10 minutes', async () => {
    const doctor = await makeGp(t);
    const people: Account[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await makePatient(t);
      await join(p, { doctorId: doctor.id });
      people.push(p);
    }
    const [p1, p2, p3, p4] = people as [Account, Account, Account, Account];
    const startsAt = (await freeStarts(t, doctor.id, monday))[4] as string;
    await freeUp(doctor.id, startsAt);
    const first = (await offersTo(p1))[0];
    expect(first).toBeDefined();
    expect(await offersTo(p4)).toEqual([]);

    // Nothing moves before the ten minutes are up.
    const expiresAt = Date.parse(first?.expiresAt as string);
    await offerOnLapsedOffers(t.database.db, t, new Date(expiresAt - 60_000));
    expect((await offersTo(p1)).map((o: { id: string }) => o.id)).toEqual([first?.id]);
    expect(await offersTo(p4)).toEqual([]);
    // The sweep, run as the job runs it, at a moment after they are up (other tests' offers too).
    expect(await offerOnLapsedOffers(t.database.db, t, new Date(expiresAt + 1_000))).toBeGreaterThanOrEqual(
      1,
    );

    const next = await offersTo(p4);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ doctorId: doctor.id, startsAt });
    expect(next[0]?.id).not.toBe(first?.id);
    expect(await emailsTo(p4)).toHaveLength(1);
    for (const p of [p1, p2, p3]) expect(await offersTo(p)).toEqual([]);
    const late = await post(`/waitlist/offers/${first?.id}/accept`, p1.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('WAITLIST_OFFER_CLOSED');
    // Still one hold on the time: the lapsed one was let go before the next was made.
    const holding = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from appointments where doctor_id = ${doctor.id}
          and starts_at = ${startsAt}::timestamptz and status = 'held'`,
    );
    expect(Number(holding[0]?.n)).toBe(1);
  });

  it('offers a time newly opened by the doctor’s hours', async () => {
    // A doctor with no hours at all: nothing to book, so the patient waits.
    const doctor = await makeGp(t, { weekly: [] });
    const patient = await makePatient(t);
    await join(patient, { doctorId: doctor.id });
    const added = await post('/availability', doctor.token, {
      kind: 'date',
      date: monday,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(added.statusCode, added.body).toBe(201);
    const offers = await offersTo(patient);
    expect(offers).toHaveLength(1);
    // The earliest of the new hours, kept for the patient: the next quarter-hour is the first free.
    const offered = Date.parse(offers[0]?.startsAt as string);
    expect(await freeStarts(t, doctor.id, monday)).toEqual(
      [1, 2, 3].map((q) => new Date(offered + q * 15 * 60_000).toISOString()),
    );
    expect(await emailsTo(patient)).toHaveLength(1);
  });
});
