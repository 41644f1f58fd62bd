import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { type Account, makeAccount, makeDoctor, makeDoctors } from '../../../../test/accounts';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { shiftNow } from '../../../../test/on-demand';
import { queryRows } from '../../../../test/query';
import { connect, eventOf } from '../../../../test/realtime-client';

describe('emergency consults: offers, declines and the first doctor to accept', () => {
  let t: TestApp;
  let admin = '';
  let adminEmail = '';
  let nurse = '';
  let a: Account;
  let b: Account;
  let offShift: Account;
  let plain: Account;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // An admin, a nurse; doctors a and b on emergency shifts, one off shift, one who takes no emergencies.
    const adminAccount = await makeAccount(t, 'admin');
    admin = adminAccount.token;
    adminEmail = adminAccount.email;
    nurse = (await makeAccount(t, 'nurse')).token;
    a = await makeDoctor(t);
    b = await makeDoctor(t);
    offShift = await makeDoctor(t);
    plain = await makeDoctor(t, { consultSettings: { acceptsEmergency: false } });
    await shiftNow(t, admin, 'emergency', a.id);
    await shiftNow(t, admin, 'emergency', b.id);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t.close();
  });

  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  async function emergency(token?: string) {
    const patient = token ? null : await signUpPatient(t, { firstName: 'Ruby' });
    const res = await post(
      '/appointments/createScheduledEmergencyAppointment',
      token ?? patient?.accessToken ?? '',
      {
        reason: 'Chest tightness since this morning',
        symptoms: 'Short of breath walking upstairs',
        urgency: 'very_urgent',
      },
    );
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    return { patient, appointment: res.json() };
  }
  const offersOf = async (doctor: Account) =>
    (await get('/appointments/emergencyDateOffers', doctor.token)).json().items as Array<{
      appointmentId: string;
      patientFirstName: string;
      reason: string;
      waitingMinutes: number;
      urgency: string;
    }>;

  it('offers a new emergency at once to every doctor on an emergency shift, live and by email', async () => {
    const liveA = await connect(t, a.token);
    sockets.push(liveA.ws);
    const { appointment } = await emergency();
    expect(appointment).toMatchObject({ type: 'emergency', status: 'requested', doctorId: null });
    expect(appointment.offeredTo).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(appointment.offeredTo).not.toContain(offShift.id);
    const event = eventOf(
      await liveA.waitFor(
        (m) => eventOf(m).type === 'emergencyOffer.new' && eventOf(m).appointmentId === appointment.id,
      ),
    );
    expect(event).toMatchObject({ reason: 'Chest tightness since this morning', urgency: 'very_urgent' });
    const offer = (await offersOf(a)).find((o) => o.appointmentId === appointment.id);
    expect(offer).toMatchObject({
      patientFirstName: 'Ruby',
      reason: 'Chest tightness since this morning',
      urgency: 'very_urgent',
      waitingMinutes: 0,
    });
    expect((await offersOf(offShift)).map((o) => o.appointmentId)).not.toContain(appointment.id);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const offered = outbox.filter(
      (m) => m.to === a.email && m.subject === 'Emergency consult waiting for a doctor',
    );
    expect(offered).toHaveLength(1);
    // What the patient wrote is read in the app, after signing in; the email only says there is an offer.
    expect(offered[0]?.text).not.toMatch(/Chest tightness|Short of breath/);
    expect(offered[0]?.text).toContain('/account/doctor/requests');
  });

  it('checks what is asked (400) and who asks (403 for doctors’ offers)', async () => {
    const patient = await signUpPatient(t);
    const short = await post('/appointments/createScheduledEmergencyAppointment', patient.accessToken, {
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Tell the doctor what is happening');
    const badUrgency = await post('/appointments/createScheduledEmergencyAppointment', patient.accessToken, {
      reason: 'Bad cut on my hand',
      urgency: 'whenever',
    });
    expect(badUrgency.statusCode).toBe(400);
    const unnamed = await post('/appointments/createScheduledEmergencyAppointment', nurse, {
      reason: 'Patient on the phone with chest pain',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe('Choose the patient the consult is for');
    const me = (await get('/users/fetchLogin', patient.accessToken)).json();
    const forPatient = await post('/appointments/createScheduledEmergencyAppointment', nurse, {
      reason: 'Patient on the phone with chest pain',
      patientId: (me.user ?? me).id,
    });
    expect(forPatient.statusCode).toBe(201);
    expect(forPatient.json().patientId).toBe((me.user ?? me).id);
    expect((await get('/appointments/emergencyDateOffers', patient.accessToken)).statusCode).toBe(403);
    expect(
      (
        await post('/appointments/declineEmergencyOffer', patient.accessToken, {
          appointmentId: forPatient.json().id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets a doctor decline; the offer leaves their list and they cannot then accept it', async () => {
    const { appointment } = await emergency();
    const declined = await post('/appointments/declineEmergencyOffer', a.token, {
      appointmentId: appointment.id,
    });
    expect(declined.json()).toEqual({ appointmentId: appointment.id, status: 'declined' });
    expect((await offersOf(a)).map((o) => o.appointmentId)).not.toContain(appointment.id);
    expect((await offersOf(b)).map((o) => o.appointmentId)).toContain(appointment.id);
    const again = await post('/appointments/declineEmergencyOffer', a.token, {
      appointmentId: appointment.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('OFFER_DECLINED');
    const accept = await post(`/appointments/${appointment.id}/accept`, a.token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toBe('You declined this consult');
    const notOffered = await post('/appointments/declineEmergencyOffer', offShift.token, {
      appointmentId: appointment.id,
    });
    expect(notOffered.statusCode).toBe(404);
    expect((await post(`/appointments/${appointment.id}/accept`, offShift.token)).statusCode).toBe(404);
    const history = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from appointment_events where appointment_id = ${appointment.id} order by created_at, id`,
    );
    expect(history.map((h) => h.action)).toEqual([
      'create',
      'sendEmergencyRequestOffer',
      'declineEmergencyOffer',
    ]);
  });

  it('lets staff offer it to named doctors (once each), never to one who does not take emergencies', async () => {
    const { appointment } = await emergency();
    const sent = await post('/appointments/sendEmergencyRequestOffer', nurse, {
      appointmentId: appointment.id,
      doctorIds: [offShift.id],
    });
    expect(sent.json()).toEqual({ appointmentId: appointment.id, offeredTo: [offShift.id] });
    expect((await offersOf(offShift)).map((o) => o.appointmentId)).toContain(appointment.id);
    const twice = await post('/appointments/sendEmergencyRequestOffer', admin, {
      appointmentId: appointment.id,
    });
    expect(twice.json().offeredTo).toEqual([]);
    const toPlain = await post('/appointments/sendEmergencyRequestOffer', admin, {
      appointmentId: appointment.id,
      doctorIds: [plain.id],
    });
    expect(toPlain.statusCode).toBe(400);
    expect(toPlain.json().error.message).toMatch(/does not take emergency consults$/);
    expect(
      (await post('/appointments/sendEmergencyRequestOffer', a.token, { appointmentId: appointment.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post('/appointments/sendEmergencyRequestOffer', admin, {
          appointmentId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    // Offered off shift, and the first to accept.
    expect((await post(`/appointments/${appointment.id}/accept`, offShift.token)).json()).toMatchObject({
      status: 'scheduled',
      doctorId: offShift.id,
    });
    const late = await post('/appointments/sendEmergencyRequestOffer', admin, {
      appointmentId: appointment.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This appointment is scheduled: it cannot be offered to doctors');
  });

  it('gives it to exactly one of twenty doctors accepting at once; the others hear ALREADY_TAKEN', async () => {
    const doctors = await makeDoctors(t, 20);
    for (const d of doctors) await shiftNow(t, admin, 'emergency', d.id);
    const { appointment } = await emergency();
    expect(appointment.offeredTo).toEqual(expect.arrayContaining(doctors.map((d) => d.id)));
    const answers = await Promise.all(
      doctors.map((d) => post(`/appointments/${appointment.id}/accept`, d.token)),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.json().error.code).toBe('ALREADY_TAKEN');
    const winner = won[0]?.json().doctorId;
    const offers = await queryRows<{ doctor_id: string; status: string }>(
      t.database.db,
      sql`select doctor_id, status from emergency_offers where appointment_id = ${appointment.id}`,
    );
    expect(offers.filter((o) => o.status === 'accepted')).toEqual([
      { doctor_id: winner, status: 'accepted' },
    ]);
    expect(offers.filter((o) => o.status === 'open')).toEqual([]);
    const accepts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from appointment_events where appointment_id = ${appointment.id} and action = 'accept'`,
    );
    expect(Number(accepts[0]?.n)).toBe(1);
    const stored = (await get(`/appointments/${appointment.id}`, admin)).json();
    expect(stored).toMatchObject({ status: 'scheduled', doctorId: winner });
    expect(Date.parse(stored.endsAt) - Date.parse(stored.startsAt)).toBe(30 * 60_000);
  });

  it('tells the other doctors live that it has gone, and the patient who took it', async () => {
    const liveA = await connect(t, a.token);
    const liveB = await connect(t, b.token);
    const patient = await signUpPatient(t);
    const liveP = await connect(t, patient.accessToken);
    sockets.push(liveA.ws, liveB.ws, liveP.ws);
    const { appointment } = await emergency(patient.accessToken);
    await liveB.waitFor(
      (m) => eventOf(m).type === 'emergencyOffer.new' && eventOf(m).appointmentId === appointment.id,
    );
    expect((await post(`/appointments/${appointment.id}/accept`, a.token)).statusCode).toBe(200);
    const gone = eventOf(
      await liveB.waitFor(
        (m) => eventOf(m).type === 'emergencyOffer.closed' && eventOf(m).appointmentId === appointment.id,
      ),
    );
    expect(gone.reason).toBe('taken');
    const told = eventOf(
      await liveP.waitFor((m) => eventOf(m).type === 'appointment.changed' && eventOf(m).action === 'accept'),
    );
    expect(told.appointment).toMatchObject({ id: appointment.id, doctorId: a.id, status: 'scheduled' });
    expect(
      liveA.received.some(
        (m) => eventOf(m).type === 'emergencyOffer.closed' && eventOf(m).appointmentId === appointment.id,
      ),
    ).toBe(false);
    expect((await offersOf(b)).map((o) => o.appointmentId)).not.toContain(appointment.id);
    const second = await post(`/appointments/${appointment.id}/accept`, b.token);
    expect(second.json().error).toMatchObject({
      code: 'ALREADY_TAKEN',
      message: 'Another doctor has already accepted this consult',
    });
  });

  it('closes the offers of an emergency the patient cancels', async () => {
    const liveB = await connect(t, b.token);
    sockets.push(liveB.ws);
    const { patient, appointment } = await emergency();
    await post(`/appointments/${appointment.id}/cancel`, patient?.accessToken ?? '', {
      reason: 'Went to hospital',
    });
    await liveB.waitFor(
      (m) =>
        eventOf(m).type === 'emergencyOffer.closed' &&
        eventOf(m).appointmentId === appointment.id &&
        eventOf(m).reason === 'cancelled',
    );
    expect((await offersOf(b)).map((o) => o.appointmentId)).not.toContain(appointment.id);
    const refused = await post(`/appointments/${appointment.id}/accept`, b.token);
    expect(refused.statusCode).toBe(409);
  });
  it('emails the admins when nobody is on an emergency shift (last: it clears the roster)', async () => {
    const roster = (await get('/emergencyShifts?pageSize=100', admin)).json().items as Array<{ id: string }>;
    for (const s of roster)
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/emergencyShifts/${s.id}`,
        headers: bearer(admin),
      });
    const { appointment } = await emergency();
    expect(appointment.offeredTo).toEqual([]);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const alert = outbox.find(
      (m) => m.to === adminEmail && m.subject === 'Emergency consult: no doctor on call',
    );
    expect(alert?.text).toContain('no doctor is on an emergency shift');
    expect(alert?.text).not.toMatch(/Chest tightness|Short of breath/);
    // An admin dispatches it straight to a doctor who takes emergencies (and is free now).
    const refused = await post(`/appointments/${appointment.id}/accept`, admin, { doctorId: plain.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This doctor does not take emergency consults');
    const busy = await post(`/appointments/${appointment.id}/accept`, admin, { doctorId: offShift.id });
    expect(busy.json().error.code).toBe('DOCTOR_BUSY');
    const free = await makeDoctor(t);
    const dispatched = await post(`/appointments/${appointment.id}/accept`, admin, { doctorId: free.id });
    expect(dispatched.json()).toMatchObject({ status: 'scheduled', doctorId: free.id });
  });
});
