import { ErrorCode } from '@curo/core/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeAccount, makeCompany, makePatient } from '../../../../test/accounts';
import { freeStarts, makeGp } from '../../../../test/appointments';
import { bearer, signUpPatient } from '../../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { mondayAhead } from '../../../../test/dates';
import { queryRows } from '../../../../test/query';

describe('staff lists, changes and participants', () => {
  let t: TestApp;
  let admin: Account;
  let doctor: Account;
  let brisbane: Account;
  let nurse: Account;
  let companyAdmin: Account;
  /** A patient of the company `companyAdmin` manages. */
  let companyPatient: Account;
  const monday = mondayAhead(21);
  let sydneySlots: string[] = [];
  let brisbaneSlots: Set<string>;
  let next = 0;

  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const book = async (token: string, extra: object = {}, reason = 'Sore throat for a week') => {
    const res = await post('/appointments/createFreeScheduledAppointment', token, {
      doctorId: doctor.id,
      startsAt: sydneySlots[next++],
      duration: 15,
      reason,
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const outbox = async () =>
    (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      subject: string;
      text: string;
    }>;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Two GPs working Monday to Friday, 09:00–17:00 in their own zones (Sydney and Brisbane), an
    // admin, a nurse, and a company with its admin and one of its patients.
    admin = await makeAccount(t, 'admin');
    doctor = await makeGp(t, { timeZone: 'Australia/Sydney' });
    brisbane = await makeGp(t, { timeZone: 'Australia/Brisbane' });
    nurse = await makeAccount(t, 'nurse');
    const company = await makeCompany(t);
    companyAdmin = await makeAccount(t, 'companyAdmin', { companyId: company.id });
    companyPatient = await makePatient(t, { companyId: company.id });
    sydneySlots = await freeStarts(t, doctor.id, monday);
    brisbaneSlots = new Set(await freeStarts(t, brisbane.id, monday));
    // Keep the times both doctors work for the change-of-specialist test at the end of the list.
    sydneySlots.sort((a, b) => Number(brisbaneSlots.has(a)) - Number(brisbaneSlots.has(b)));
  });
  afterAll(() => t.close());

  it('gives admins every appointment by view and filter, and nobody else', async () => {
    const patient = await signUpPatient(t);
    const mine = await book(patient.accessToken);
    const all = await get(`/appointments/admin/all?search=${patient.user?.lastName}&pageSize=5`, admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 5, total: 1 });
    const scheduled = await get(
      `/appointments/admin/scheduled?doctorId=${doctor.id}&pageSize=100`,
      admin.token,
    );
    expect(scheduled.json().items.every((i: { status: string }) => i.status === 'scheduled')).toBe(true);
    expect(scheduled.json().items.some((i: { id: string }) => i.id === mine.id)).toBe(true);
    const later = await get(
      `/appointments/admin/all?from=${encodeURIComponent(new Date(Date.parse(mine.startsAt) + 60_000).toISOString())}&search=${patient.user?.lastName}`,
      admin.token,
    );
    expect(later.json().total).toBe(0);
    expect((await get('/appointments/admin/all', patient.accessToken)).statusCode).toBe(403);
    expect((await get('/appointments/admin/all', doctor.token)).statusCode).toBe(403);
    expect((await get('/appointments/admin/whenever', admin.token)).statusCode).toBe(400);
    expect((await get('/appointments/admin/all?pageSize=500', admin.token)).statusCode).toBe(400);
  });

  it('exports the sheet as CSV with formulas defused', async () => {
    const patient = await signUpPatient(t);
    await book(patient.accessToken, {}, '=HYPERLINK("http://evil.example","click"), then "quotes"');
    const res = await get(`/appointments/admin/sheets?search=${patient.user?.lastName}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="curo-appointments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['x-total-count']).toBe('1');
    const [header, row] = res.body.trim().split('\r\n');
    expect(header).toContain('Starts (doctor’s time)');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then ""quotes"""`);
    expect(row).toContain('Australia/Sydney');
    expect((await get('/appointments/admin/sheets', doctor.token)).statusCode).toBe(403);
  });

  it('shows a nurse the consults she booked, and only her own list', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(nurse.token, { patientId: patient.user?.id });
    const list = await get(`/appointments/nurse/${nurse.id}`, nurse.token);
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(booked.id);
    expect((await get(`/appointments/nurse/${admin.id}`, nurse.token)).statusCode).toBe(404);
    expect((await get(`/appointments/nurse/${nurse.id}`, admin.token)).statusCode).toBe(200);
    expect((await get(`/appointments/nurse/${nurse.id}`, patient.accessToken)).statusCode).toBe(403);
    // Having booked it, the nurse can open it.
    expect((await get(`/appointments/details/${booked.id}/all`, nurse.token)).statusCode).toBe(200);
  });

  it('shows a company admin their people’s consults without the reason, searchable by name only', async () => {
    const booked = await book(companyPatient.token, {}, 'Private matter about anxiety');
    const list = await get(`/appointments/companyAdmin/${companyAdmin.id}?pageSize=100`, companyAdmin.token);
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: string }) => i.id === booked.id);
    expect(item).toMatchObject({ reason: null, patientName: expect.any(String) });
    expect(
      (await get(`/appointments/companyAdmin/${companyAdmin.id}?search=anxiety`, companyAdmin.token)).json()
        .total,
    ).toBe(0);
    const byName = await get(
      `/appointments/companyAdmin/${companyAdmin.id}?search=${encodeURIComponent(item.patientName)}`,
      companyAdmin.token,
    );
    expect(byName.json().items.map((i: { id: string }) => i.id)).toContain(booked.id);
    const stranger = await signUpPatient(t);
    const theirs = await book(stranger.accessToken);
    expect(list.json().items.some((i: { id: string }) => i.id === theirs.id)).toBe(false);
    expect((await get(`/appointments/companyAdmin/${admin.id}`, companyAdmin.token)).statusCode).toBe(404);
    expect(
      (await get(`/appointments/companyAdmin/${companyAdmin.id}`, companyPatient.token)).statusCode,
    ).toBe(403);
  });

  it('shows a consult history to the patient, their doctor and admins only', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(patient.accessToken);
    const id = patient.user?.id;
    for (const token of [patient.accessToken, doctor.token, admin.token]) {
      const res = await get(`/appointments/consultHistory/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([booked.id]);
    }
    expect((await get(`/appointments/consultHistory/${id}`, brisbane.token)).statusCode).toBe(404);
    const other = await signUpPatient(t);
    expect((await get(`/appointments/consultHistory/${id}`, other.accessToken)).statusCode).toBe(404);
  });

  it('details an appointment with names, allowed actions and searchable history', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(patient.accessToken);
    await post(`/appointments/${booked.id}/checkIn`, patient.accessToken);
    const res = await get(`/appointments/details/${booked.id}/all`, patient.accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      doctorTimeZone: 'Australia/Sydney',
      patientName: `${patient.user?.firstName} ${patient.user?.lastName}`,
      participants: [],
    });
    expect(body.allowedActions).toContain('end');
    expect(body.history.map((h: { action: string; actorName: string }) => [h.action, h.actorName])).toEqual([
      ['create', body.patientName],
      ['checkIn', body.patientName],
    ]);
    const searched = (
      await get(`/appointments/details/${booked.id}/history?search=checkin`, doctor.token)
    ).json();
    expect(searched.history.map((h: { action: string }) => h.action)).toEqual(['checkIn']);
    expect(searched.participants).toBeUndefined();
    const other = await signUpPatient(t);
    expect((await get(`/appointments/details/${booked.id}/all`, other.accessToken)).statusCode).toBe(404);
    expect((await get(`/appointments/details/${booked.id}/everything`, patient.accessToken)).statusCode).toBe(
      400,
    );
  });

  it('amends a consult to another free time, freeing the old one, and refuses a taken one', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(patient.accessToken);
    const target = sydneySlots[next++];
    const moved = await post(`/appointments/${booked.id}/amend`, patient.accessToken, { startsAt: target });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: target, status: 'scheduled' });
    const free = (
      await t.app.inject(`/api/v1/users/${doctor.id}/getDoctorAvailableSlots?date=${monday}&duration=15`)
    )
      .json()
      .map((s: { startsAt: string }) => s.startsAt);
    expect(free).toContain(booked.startsAt);
    expect(free).not.toContain(target);
    const someoneElse = await book((await signUpPatient(t)).accessToken);
    const clash = await post(`/appointments/${booked.id}/amend`, patient.accessToken, {
      startsAt: someoneElse.startsAt,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('SLOT_TAKEN');
    const reason = await post(`/appointments/${booked.id}/amend`, doctor.token, {
      reason: 'Rash on the arm',
    });
    expect(reason.json().reason).toBe('Rash on the arm');
    const empty = await post(`/appointments/${booked.id}/amend`, patient.accessToken, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Change the time, the length or the reason');
    const history = (await get(`/appointments/details/${booked.id}/history`, admin.token)).json().history;
    expect(history.find((h: { action: string }) => h.action === 'amend').details).toMatchObject({
      previousStartsAt: booked.startsAt,
      startsAt: target,
    });
    await post(`/appointments/${booked.id}/cancel`, patient.accessToken, { reason: 'Feeling better' });
    const late = await post(`/appointments/${booked.id}/amend`, patient.accessToken, { reason: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This appointment is cancelled: it cannot be changed');
  });

  it('lets an admin change the price and edit, and nobody else', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(patient.accessToken);
    const price = await post(`/appointments/${booked.id}/changePrice`, admin.token, {
      priceCents: 4500,
      reason: 'Concession card',
    });
    expect(price.json().priceCents).toBe(4500);
    expect(
      (await post(`/appointments/${booked.id}/changePrice`, doctor.token, { priceCents: 1, reason: 'xyz' }))
        .statusCode,
    ).toBe(403);
    const negative = await post(`/appointments/${booked.id}/changePrice`, admin.token, {
      priceCents: -5,
      reason: 'oops',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('The price cannot be negative');
    // 7 am Sydney is outside the doctor's hours: an admin may still place a consult there.
    const early = new Date(Date.parse(booked.startsAt));
    early.setUTCHours(early.getUTCHours() - 3);
    const edited = await post(`/appointments/${booked.id}/adminEdit`, admin.token, {
      startsAt: early.toISOString(),
      adminNote: 'Patient asked for an early call',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().startsAt).toBe(early.toISOString());
    // The note is the clinic's: admins read it, the patient does not, and it emails nobody.
    const sent = async () =>
      Number(
        (
          await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbound_messages`)
        )[0]?.n,
      );
    const before = await sent();
    await post(`/appointments/${booked.id}/adminEdit`, admin.token, { adminNote: 'Prefers a phone call' });
    expect(await sent()).toBe(before);
    expect((await get(`/appointments/details/${booked.id}/all`, admin.token)).json().adminNote).toBe(
      'Prefers a phone call',
    );
    expect(
      (await get(`/appointments/details/${booked.id}/all`, patient.accessToken)).json(),
    ).not.toHaveProperty('adminNote');
    const other = await book((await signUpPatient(t)).accessToken);
    const onTop = await post(`/appointments/${other.id}/adminEdit`, admin.token, {
      startsAt: early.toISOString(),
    });
    expect(onTop.statusCode).toBe(409);
    expect(onTop.json().error.code).toBe('SLOT_TAKEN');
    expect(
      (await post(`/appointments/${booked.id}/adminEdit`, patient.accessToken, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('moves a consult to another specialist who is free at its time', async () => {
    const shared = sydneySlots.filter((s) => brisbaneSlots.has(s)).pop();
    expect(shared).toBeDefined();
    const patient = await signUpPatient(t);
    const res = await post('/appointments/createFreeScheduledAppointment', patient.accessToken, {
      doctorId: doctor.id,
      startsAt: shared,
      duration: 15,
      reason: 'Second opinion',
    });
    const booked = res.json();
    expect(
      (
        await post(`/appointments/${booked.id}/changeSpecialist`, patient.accessToken, {
          doctorId: brisbane.id,
        })
      ).statusCode,
    ).toBe(403);
    const same = await post(`/appointments/${booked.id}/changeSpecialist`, admin.token, {
      doctorId: doctor.id,
    });
    expect(same.json().error.code).toBe('SAME_SPECIALIST');
    const moved = await post(`/appointments/${booked.id}/changeSpecialist`, admin.token, {
      doctorId: brisbane.id,
      note: 'Brisbane has an earlier opening',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().doctorId).toBe(brisbane.id);
    // The Sydney doctor no longer sees it; the Brisbane doctor does.
    expect((await get(`/appointments/details/${booked.id}/all`, doctor.token)).statusCode).toBe(404);
    expect((await get(`/appointments/details/${booked.id}/all`, brisbane.token)).statusCode).toBe(200);
    expect(
      (
        await post(`/appointments/${booked.id}/changeSpecialist`, admin.token, {
          doctorId: companyPatient.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('invites a guest by a single-use link and lets the people in the consult manage participants', async () => {
    const patient = await signUpPatient(t);
    const booked = await book(patient.accessToken);
    const noEmail = await post('/participants', patient.accessToken, {
      appointmentId: booked.id,
      name: 'Sam',
      role: 'guest',
    });
    expect(noEmail.statusCode).toBe(400);
    // The catalogue's validation code, as every other 400 answers it (it once said `VALIDATION`).
    expect(noEmail.json().error).toEqual({
      statusCode: 400,
      code: ErrorCode.VALIDATION_ERROR,
      message: 'Give the guest’s email so we can send them the link',
    });
    const guestEmail = `guest-${Date.now()}@example.com`;
    const added = await post('/participants', patient.accessToken, {
      appointmentId: booked.id,
      name: 'Sam Carer',
      email: guestEmail,
      role: 'family',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Sam Carer', invited: true, acceptedAt: null });
    const mails = await outbox();
    // The doctor hears who joined; the patient who added them does not get their own news.
    expect(
      mails.some(
        (m) =>
          m.to === doctor.email &&
          m.subject === 'Someone was added to your consult' &&
          m.text.includes('Sam Carer'),
      ),
    ).toBe(true);
    expect(
      mails.some((m) => m.to === patient.email && m.subject === 'Someone was added to your consult'),
    ).toBe(false);
    const mail = mails.find((m) => m.to === guestEmail);
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.text).toContain(`/join/${booked.id}#token=`);
    const accept = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${booked.id}/acceptGuest`,
        payload: { token: tok },
      });
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);
    const joined = await accept(token as string);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ name: 'Sam Carer', appointmentId: booked.id, status: 'scheduled' });
    const again = await accept(token as string);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('INVITE_USED');
    const list = (await get(`/participants?appointmentId=${booked.id}`, doctor.token)).json();
    expect(list[0].acceptedAt).not.toBeNull();
    const stranger = await signUpPatient(t);
    expect((await get(`/participants?appointmentId=${booked.id}`, stranger.accessToken)).statusCode).toBe(
      404,
    );

    // A nurse added by account can open the consult until she is taken out.
    const withNurse = await post('/participants', doctor.token, {
      appointmentId: booked.id,
      name: 'Nurse',
      role: 'nurse',
      userId: nurse.id,
    });
    expect(withNurse.statusCode).toBe(201);
    expect(
      (await get(`/appointments/details/${booked.id}/participants`, nurse.token)).json().participants,
    ).toHaveLength(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/participants/${withNurse.json().id}`,
      headers: bearer(patient.accessToken),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/appointments/details/${booked.id}/all`, nurse.token)).statusCode).toBe(404);
    const history = (await get(`/appointments/details/${booked.id}/history`, patient.accessToken)).json()
      .history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'addParticipant',
      'acceptGuest',
      'addParticipant',
      'removeParticipant',
    ]);
  });
});
