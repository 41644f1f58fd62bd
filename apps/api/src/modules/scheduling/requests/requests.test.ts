import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVERY_KIND, makeAccount, makeDoctor, OFFICE_HOURS } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { eventually } from '../../../../test/eventually';
import { queryRows } from '../../../../test/query';

type Session = { token: string; id: string };

describe('consult requests with date offers, doctor bookings and follow-ups', () => {
  let t: TestApp;
  let doctor: Session;
  let brisbane: Session;
  let admin: Session;
  let nurse: Session;
  const slots: string[] = [];
  let mondaySlots: string[] = [];
  let next = 0;
  const monday = mondayAhead(14);

  const patient = async (): Promise<Session> => {
    const p = await signUpPatient(t);
    const me = (
      await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) })
    ).json();
    return { token: p.accessToken, id: me.id ?? me.user?.id };
  };
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const ask = (who: Session, extra: object = {}) =>
    post('/appointments/createAppointmentRequest', who.token, {
      doctorId: doctor.id,
      reason: 'Recurring migraines',
      duration: 30,
      preferredTimes: 'Mornings please',
      ...extra,
    });
  const history = async (id: string) =>
    (
      await queryRows<{ action: string; to_status: string }>(
        t.database.db,
        sql`select action, to_status from appointment_events where appointment_id = ${id} order by created_at, id`,
      )
    ).map((h) => `${h.action}:${h.to_status}`);

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Two GPs, one in Sydney and one in Brisbane, each working Monday to Friday 09:00–17:00 in
    // their own zone and taking 15- and 30-minute consults of every kind; an admin; a nurse.
    doctor = await makeDoctor(t, {
      firstName: 'Priya',
      lastName: 'Raman',
      timeZone: 'Australia/Sydney',
      specialties: ['General practice'],
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    brisbane = await makeDoctor(t, {
      firstName: 'James',
      lastName: 'Whitfield',
      timeZone: 'Australia/Brisbane',
      specialties: ['General practice'],
      consultSettings: EVERY_KIND,
      weekly: OFFICE_HOURS,
    });
    admin = await makeAccount(t, 'admin');
    nurse = await makeAccount(t, 'nurse');
    // Monday's half-hour slots, then Tuesday's and Wednesday's: enough for every test.
    for (const day of [0, 1, 2]) {
      const date = new Date(Date.parse(monday) + day * 86_400_000).toISOString().slice(0, 10);
      const res = await t.app.inject(
        `/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=30`,
      );
      const found: string[] = res.json().map((s: { startsAt: string }) => s.startsAt);
      slots.push(...found);
      if (day === 0) mondaySlots = found;
    }
  });
  afterAll(() => t.close());
  /** A fresh half-hour slot of the Sydney doctor, never used by another test. */
  const slot = () => {
    const s = slots[next];
    next += 2;
    if (!s) throw new Error('out of slots');
    return s;
  };

  it('lets a patient ask a doctor, the doctor offer times, and the patient book one', async () => {
    const p = await patient();
    const created = await ask(p);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({
      type: 'request',
      status: 'requested',
      doctorId: doctor.id,
      patientId: p.id,
      startsAt: null,
      details: { duration: 30, preferredTimes: 'Mornings please' },
    });

    const free = await get(
      `/appointments/dateOffersAvailableSlots?appointmentId=${request.id}&date=${monday}`,
      doctor.token,
    );
    expect(free.statusCode).toBe(200);
    expect(free.json().map((s: { startsAt: string }) => s.startsAt)).toEqual(mondaySlots);

    const [a, b] = [slot(), slot()];
    const offered = await post(`/dateOffers/${request.id}`, doctor.token, {
      offers: [
        { startsAt: a, duration: 30 },
        { startsAt: b, duration: 30 },
      ],
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().appointment.status).toBe('offered');
    const offers = offered.json().offers as Array<{ id: string; status: string; startsAt: string }>;
    expect(offers.map((o) => o.status)).toEqual(['open', 'open']);

    const seen = await get(`/dateOffers/${request.id}`, p.token);
    expect(seen.json().offers).toHaveLength(2);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      subject: string;
      text: string;
    }>;
    expect(outbox.some((m) => m.subject === 'Your doctor has offered times for your consult')).toBe(true);

    const chosen = offers.find((o) => o.startsAt === b);
    const accepted = await post(`/appointments/${request.id}/accept-date`, p.token, {
      dateOfferId: chosen?.id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'scheduled', startsAt: b, doctorId: doctor.id });
    const after = (await get(`/dateOffers/${request.id}`, p.token)).json().offers as Array<{
      startsAt: string;
      status: string;
    }>;
    expect(after.map((o) => `${o.startsAt === b ? 'b' : 'a'}:${o.status}`).sort()).toEqual([
      'a:declined',
      'b:accepted',
    ]);
    // The booked time is gone from the doctor's free slots.
    const still = (
      await t.app.inject(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${monday}&duration=30`)
    ).json();
    expect(still.some((s: { startsAt: string }) => s.startsAt === b)).toBe(false);
    expect(await history(request.id)).toEqual([
      'createRequest:requested',
      'offerDates:offered',
      'acceptDate:scheduled',
    ]);

    const again = await post(`/appointments/${request.id}/accept-date`, p.token, { dateOfferId: chosen?.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This appointment is scheduled: it cannot accept a date');
  });

  it('refuses bad requests with a clear message', async () => {
    const p = await patient();
    const both = await ask(p, { specialty: 'General practice' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe('Choose a doctor or a specialty, not both');
    const noReason = await ask(p, { reason: '  ' });
    expect(noReason.json().error.message).toBe('Tell the doctor what the consult is about');
    const length = await ask(p, { duration: 45 });
    expect(length.statusCode).toBe(400);
    expect(length.json().error.message).toBe('The doctor does not offer consults of that length');
    expect((await ask(p, { doctorId: p.id })).statusCode).toBe(404);
    const unknown = await ask(p, { doctorId: undefined, specialty: 'Astrology' });
    expect(unknown.statusCode).toBe(404);
    // Staff ask for a patient; a patient cannot ask for someone else.
    const other = await patient();
    expect((await ask(p, { patientId: other.id })).statusCode).toBe(404);
    const byNurse = await ask(nurse, { patientId: other.id });
    expect(byNurse.statusCode).toBe(201);
    expect(byNurse.json().patientId).toBe(other.id);
    expect((await ask(nurse)).json().error.message).toBe('Choose the patient the consult is for');
  });

  it('checks offers: the doctor’s own, free and within hours, 1 to 5 of them', async () => {
    const p = await patient();
    const request = (await ask(p)).json();
    const one = slot();
    const offer = (token: string, offers: object[], extra: object = {}) =>
      post(`/dateOffers/${request.id}`, token, { offers, ...extra });
    expect((await offer(p.token, [{ startsAt: one, duration: 30 }])).statusCode).toBe(403);
    expect((await offer(brisbane.token, [{ startsAt: one, duration: 30 }])).statusCode).toBe(404);
    expect((await get(`/dateOffers/${request.id}`, brisbane.token)).statusCode).toBe(404);
    const none = await offer(doctor.token, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Offer between 1 and 5 times');
    const six = await offer(
      doctor.token,
      slots.slice(0, 6).map((s) => ({ startsAt: s, duration: 30 })),
    );
    expect(six.json().error.message).toBe('Offer between 1 and 5 times');
    const twice = await offer(doctor.token, [
      { startsAt: one, duration: 30 },
      { startsAt: one, duration: 30 },
    ]);
    expect(twice.json().error.message).toBe('Offer each time only once');
    const night = new Date(Date.parse(`${monday}T12:00:00Z`)).toISOString(); // 22:00 or 23:00 in Sydney
    const outside = await offer(doctor.token, [{ startsAt: night, duration: 30 }]);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.code).toBe('SLOT_UNAVAILABLE');

    // Offers stay open when more are made, unless replaced.
    const [x, y] = [slot(), slot()];
    await offer(doctor.token, [{ startsAt: one, duration: 30 }]);
    await offer(doctor.token, [{ startsAt: x, duration: 30 }]);
    let list = (await get(`/dateOffers/${request.id}`, admin.token)).json().offers as Array<{
      status: string;
    }>;
    expect(list.map((o) => o.status)).toEqual(['open', 'open']);
    const replaced = await offer(doctor.token, [{ startsAt: y, duration: 30 }], { replace: true });
    list = replaced.json().offers;
    expect(list.map((o) => o.status)).toEqual(['withdrawn', 'withdrawn', 'open']);
    // A time someone has booked since cannot be offered.
    const other = await patient();
    const taken = slot();
    await post('/appointments/createFreeScheduledAppointment', other.token, {
      doctorId: doctor.id,
      startsAt: taken,
      duration: 30,
      reason: 'Check-up',
    });
    const refused = await offer(doctor.token, [{ startsAt: taken, duration: 30 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');
    // Admins offer on the doctor's behalf.
    expect((await offer(admin.token, [{ startsAt: slot(), duration: 30 }])).statusCode).toBe(200);
    // A booked request takes no more offers.
    const open = (await get(`/dateOffers/${request.id}`, p.token))
      .json()
      .offers.find((o: { status: string }) => o.status === 'open');
    await post(`/appointments/${request.id}/accept-date`, p.token, { dateOfferId: open.id });
    const late = await offer(doctor.token, [{ startsAt: slot(), duration: 30 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This appointment is scheduled: it cannot take date offers');
  });

  it('answers SLOT_TAKEN and withdraws the offer when its time was booked meanwhile', async () => {
    const p = await patient();
    const request = (await ask(p)).json();
    const time = slot();
    const offer = (
      await post(`/dateOffers/${request.id}`, doctor.token, { offers: [{ startsAt: time, duration: 30 }] })
    ).json().offers[0];
    const other = await patient();
    const booked = await post('/appointments/createFreeScheduledAppointment', other.token, {
      doctorId: doctor.id,
      startsAt: time,
      duration: 30,
      reason: 'Quicker than waiting',
    });
    expect(booked.statusCode).toBe(201);
    const refused = await post(`/appointments/${request.id}/accept-date`, p.token, { dateOfferId: offer.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');
    const offers = (await get(`/dateOffers/${request.id}`, p.token)).json();
    expect(offers.offers[0].status).toBe('withdrawn');
    expect(offers.appointment.status).toBe('offered');
    const gone = await post(`/appointments/${request.id}/accept-date`, p.token, { dateOfferId: offer.id });
    expect(gone.json().error.code).toBe('OFFER_NOT_OPEN');
  });

  it('lets exactly one of several patients offered the same time book it', async () => {
    const time = slot();
    const patients = await Promise.all(Array.from({ length: 6 }, () => patient()));
    const offered = [];
    for (const p of patients) {
      const request = (await ask(p)).json();
      const res = await post(`/dateOffers/${request.id}`, doctor.token, {
        offers: [{ startsAt: time, duration: 30 }],
      });
      offered.push({ p, id: request.id, offerId: res.json().offers[0].id });
    }
    const results = await Promise.all(
      offered.map((o) => post(`/appointments/${o.id}/accept-date`, o.p.token, { dateOfferId: o.offerId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json().error.code).toBe('SLOT_TAKEN');
  });

  it('sends the request back to the doctor when the patient asks for new dates', async () => {
    const p = await patient();
    const request = (await ask(p)).json();
    await post(`/dateOffers/${request.id}`, doctor.token, { offers: [{ startsAt: slot(), duration: 30 }] });
    expect((await post(`/appointments/${request.id}/request-new-dates`, doctor.token, {})).statusCode).toBe(
      403,
    );
    const other = await patient();
    expect((await post(`/appointments/${request.id}/request-new-dates`, other.token, {})).statusCode).toBe(
      404,
    );
    const again = await post(`/appointments/${request.id}/request-new-dates`, p.token, {
      note: 'Afternoons instead',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'requested',
      details: { preferredTimes: 'Afternoons instead' },
    });
    const offers = (await get(`/dateOffers/${request.id}`, doctor.token)).json().offers;
    expect(offers.map((o: { status: string }) => o.status)).toEqual(['declined']);
    const tooLong = await post(`/appointments/${request.id}/request-new-dates`, p.token, {
      note: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    await post(`/appointments/${request.id}/cancel`, p.token, { reason: 'Found another GP' });
    const refused = await post(`/appointments/${request.id}/request-new-dates`, p.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This appointment is cancelled: it cannot ask for new dates');
  });

  it('tells the doctor live when the patient asks for new dates', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime?accessToken=${doctor.token}`);
    type Message = { type?: string; event?: { type: string; action: string; appointment: { id: string } } };
    const received: Message[] = [];
    ws.on('message', (data) => received.push(JSON.parse(String(data))));
    try {
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const p = await patient();
      const request = (await ask(p)).json();
      await post(`/dateOffers/${request.id}`, doctor.token, { offers: [{ startsAt: slot(), duration: 30 }] });
      await post(`/appointments/${request.id}/request-new-dates`, p.token, { note: 'Evenings' });
      const told = () =>
        received.find(
          (m) =>
            m.type === 'event' &&
            m.event?.type === 'appointment.changed' &&
            m.event.action === 'requestNewDates' &&
            m.event.appointment.id === request.id,
        );
      await eventually(told, { what: 'the requestNewDates event', timeout: 5000 });
    } finally {
      ws.terminate();
    }
  });

  it('opens a specialty request to the doctors of that specialty; the first to offer takes it', async () => {
    await t.database.db.execute(
      sql`update doctor_profiles set specialties = '{Dermatology}' where user_id = ${brisbane.id}`,
    );
    const p = await patient();
    const created = await ask(p, { doctorId: undefined, specialty: 'dermatology' });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ doctorId: null, details: { specialty: 'dermatology' } });
    // The Sydney GP does not list it: not theirs to see.
    expect((await get(`/dateOffers/${request.id}`, doctor.token)).statusCode).toBe(404);
    const open = async (who: Session, query = '') =>
      (await get(`/appointments/openRequests${query}`, who.token))
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await open(brisbane)).toContain(request.id);
    expect(await open(brisbane, '?type=request&search=migraine')).toEqual([request.id]);
    expect(await open(brisbane, '?type=callback')).not.toContain(request.id);
    expect(await open(doctor)).not.toContain(request.id);
    expect((await get('/appointments/openRequests', p.token)).statusCode).toBe(403);
    expect((await get(`/dateOffers/${request.id}`, brisbane.token)).statusCode).toBe(200);
    const bSlots = (
      await get(
        `/appointments/dateOffersAvailableSlots?appointmentId=${request.id}&date=${monday}`,
        brisbane.token,
      )
    ).json();
    const offered = await post(`/dateOffers/${request.id}`, brisbane.token, {
      offers: [{ startsAt: bSlots[0].startsAt, duration: 30 }],
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().appointment.doctorId).toBe(brisbane.id);
    expect(await open(brisbane)).not.toContain(request.id);
  });

  it('lets a doctor book one of their slots for a patient, and staff for a doctor', async () => {
    const p = await patient();
    const time = slot();
    const book = (token: string, extra: object = {}) =>
      post('/appointments/createScheduledAppointmentDoctorRequest', token, {
        patientId: p.id,
        startsAt: time,
        duration: 30,
        reason: 'Review blood tests',
        ...extra,
      });
    expect((await book(p.token)).statusCode).toBe(403);
    expect((await book(doctor.token, { doctorId: brisbane.id })).statusCode).toBe(403);
    const noDoctor = await book(nurse.token);
    expect(noDoctor.statusCode).toBe(400);
    expect(noDoctor.json().error.message).toBe('Choose the doctor (doctorId) the consult is with');
    expect((await book(doctor.token, { patientId: undefined })).json().error.message).toBe(
      'Choose the patient the consult is for',
    );
    const booked = await book(doctor.token);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      type: 'scheduled',
      status: 'scheduled',
      doctorId: doctor.id,
      startsAt: time,
    });
    const [row] = await queryRows<{ booked_by: string }>(
      t.database.db,
      sql`select booked_by from appointments where id = ${booked.json().id}`,
    );
    expect(row?.booked_by).toBe(doctor.id);
    expect(await history(booked.json().id)).toEqual(['doctorRequest:scheduled']);
    const taken = await book(nurse.token, { doctorId: doctor.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    expect((await book(admin.token, { doctorId: doctor.id, startsAt: slot() })).statusCode).toBe(201);
  });

  it('lets the doctor of a finished consult book a follow-up or ask the patient to pick a time', async () => {
    const p = await patient();
    const consult = (
      await post('/appointments/createFreeScheduledAppointment', p.token, {
        doctorId: doctor.id,
        startsAt: slot(),
        duration: 30,
        reason: 'Eczema flare',
      })
    ).json();
    const follow = (token: string, body: object) =>
      post(`/appointments/${consult.id}/createScheduledFollowUpRequest`, token, body);
    const early = await follow(doctor.token, { instructions: 'Use the cream twice a day', duration: 15 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This appointment is scheduled: it cannot have a follow-up yet');
    await post(`/appointments/${consult.id}/checkIn`, p.token);
    await post(`/appointments/${consult.id}/end`, doctor.token);

    expect((await follow(p.token, { instructions: 'x', duration: 15 })).statusCode).toBe(403);
    expect((await follow(brisbane.token, { instructions: 'x', duration: 15 })).statusCode).toBe(404);
    const blank = await follow(doctor.token, { instructions: ' ', duration: 15 });
    expect(blank.json().error.message).toBe('Write the instructions for the patient');

    const time = slot();
    const booked = await follow(doctor.token, {
      instructions: 'Use the cream twice a day',
      duration: 30,
      startsAt: time,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      type: 'scheduled',
      status: 'scheduled',
      startsAt: time,
      details: { followUpOf: consult.id, instructions: 'Use the cream twice a day' },
    });
    // The patient is told the time on their own clock; the instructions wait behind sign-in.
    const told = (
      (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{ subject: string; text: string }>
    ).find((m) => m.subject === 'Your doctor has arranged a follow-up');
    expect(told?.text).toContain('Sign in to read their instructions.');
    expect(told?.text).not.toContain('Use the cream');
    expect(told?.text).toMatch(/booked a follow-up consult with you for .* (AEDT|AEST)/);
    const clash = await follow(doctor.token, {
      instructions: 'Come back in a month',
      duration: 30,
      offers: [{ startsAt: time, duration: 30 }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('SLOT_TAKEN');
    const asked = await follow(doctor.token, {
      instructions: 'Come back in a month',
      duration: 30,
      offers: [{ startsAt: slot(), duration: 30 }],
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      type: 'request',
      status: 'offered',
      details: { followUpOf: consult.id },
    });

    const info = await get(`/appointments/${consult.id}/followUpInfo`, p.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().followUps.map((f: { instructions: string }) => f.instructions)).toEqual([
      'Use the cream twice a day',
      'Come back in a month',
    ]);
    expect(info.json().followUps[1].offers).toHaveLength(1);
    expect((await get(`/appointments/${consult.id}/followUpInfo`, doctor.token)).statusCode).toBe(200);
    expect((await get(`/appointments/${consult.id}/followUpInfo`, admin.token)).statusCode).toBe(200);
    const stranger = await patient();
    expect((await get(`/appointments/${consult.id}/followUpInfo`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/appointments/${consult.id}/followUpInfo`, nurse.token)).statusCode).toBe(403);
  });
});
