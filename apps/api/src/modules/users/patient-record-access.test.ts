import { BREAK_GLASS_MINUTES, breakGlassMessages } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor } from '../../../test/accounts';
import { freeStarts, makeGp } from '../../../test/appointments';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mondayAhead } from '../../../test/dates';
import { shiftNow } from '../../../test/on-demand';
import { makeClinic, pastConsult } from '../../../test/people';
import { queryRows } from '../../../test/query';
import { recordAuditEvent } from '../audit/record-audit-event';
import { getUser, searchPatients } from './manage-users';
import { CONSULT_ACCESS_DAYS } from './users.policy';

type Session = { token: string; id: string };
const MINUTE_MS = 60_000;

/** Least privilege for patient records (docs/decisions/0021). */
describe("who sees a patient's record", () => {
  let t: TestApp;
  let admin: Session;
  let doctor: Session;
  let brisbane: Session;
  let nurse: Session;
  let companyAdmin: Session;
  let companyPatient: Session;
  let slots: string[] = [];
  let nextSlot = 0;

  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const patient = async (lastName: string): Promise<Session & { lastName: string }> => {
    const p = await signUpPatient(t, { lastName });
    return { token: p.accessToken, id: p.user?.id ?? '', lastName };
  };
  const found = async (token: string, lastName: string) =>
    ((await get(`/users/getPatients?query=${lastName}`, token)).json().items as Array<{ id: string }>).map(
      (u) => u.id,
    );
  /** The patient books the Sydney GP's next free slot through the API. */
  const bookGp = async (p: Session) => {
    const res = await post('/appointments/createFreeScheduledAppointment', p.token, {
      doctorId: doctor.id,
      startsAt: slots[nextSlot++],
      duration: 15,
      reason: 'Persistent cough',
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string };
  };
  /** A completed consult of the Sydney GP with the patient that ended `daysAgo` days ago. */
  const endedConsult = (p: Session, daysAgo: number) =>
    pastConsult(t, { patientToken: p.token, doctor, adminToken: admin.token }, { daysAgo });

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    // Priya Raman, a Sydney GP; Tom O'Connor, a nurse; an admin; and a company whose admin and
    // patient (Mia Nguyen) have no consult with anybody.
    const clinic = await makeClinic(t);
    [admin, doctor, nurse, companyAdmin, companyPatient] = [
      clinic.admin,
      clinic.doctor,
      clinic.nurse,
      clinic.companyAdmin,
      clinic.patient,
    ];
    // Another GP, in Brisbane, who sees none of the Sydney GP's patients.
    brisbane = await makeGp(t, { firstName: 'James', lastName: 'Whitfield', timeZone: 'Australia/Brisbane' });
    slots = await freeStarts(t, doctor.id, mondayAhead(7));
  });
  afterAll(() => t.close());

  it('hides a patient from a doctor with no consult, and shows them once a consult is booked', async () => {
    const p = await patient('Tuilagi');
    expect((await get(`/users/${p.id}`, doctor.token)).statusCode).toBe(404);
    expect((await get(`/users/getUserById/${p.id}`, doctor.token)).statusCode).toBe(404);
    expect(await found(doctor.token, p.lastName)).toEqual([]);

    const consult = await bookGp(p);
    const record = await get(`/users/${p.id}`, doctor.token);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: p.id, role: 'patient', patientProfile: expect.any(Object) });
    expect(await found(doctor.token, p.lastName)).toEqual([p.id]);
    // The consult is the Sydney GP's, not every doctor's.
    expect((await get(`/users/${p.id}`, brisbane.token)).statusCode).toBe(404);
    expect(await found(brisbane.token, p.lastName)).toEqual([]);

    // A cancelled consult is no consult.
    const cancelled = await post(`/appointments/${consult.id}/cancel`, p.token, { reason: 'Feeling better' });
    expect(cancelled.statusCode).toBe(200);
    expect((await get(`/users/${p.id}`, doctor.token)).statusCode).toBe(404);
  });

  it(`keeps the record open for ${CONSULT_ACCESS_DAYS} days after a consult ends, then answers 404 again`, async () => {
    const recent = await patient('Okonkwo');
    await endedConsult(recent, CONSULT_ACCESS_DAYS - 2);
    expect((await get(`/users/${recent.id}`, doctor.token)).statusCode).toBe(200);
    expect(await found(doctor.token, recent.lastName)).toEqual([recent.id]);
    expect((await get(`/appointments/consultHistory/${recent.id}`, doctor.token)).statusCode).toBe(200);

    const lapsed = await patient('Halvorsen');
    await endedConsult(lapsed, CONSULT_ACCESS_DAYS + 1);
    expect((await get(`/users/${lapsed.id}`, doctor.token)).statusCode).toBe(404);
    expect(await found(doctor.token, lapsed.lastName)).toEqual([]);
    // The consult history is part of the record: the same rule answers for it.
    expect((await get(`/appointments/consultHistory/${lapsed.id}`, doctor.token)).statusCode).toBe(404);
    // The patient still sees their own record, and an admin sees it.
    expect((await get(`/users/${lapsed.id}`, lapsed.token)).statusCode).toBe(200);
    expect((await get(`/users/${lapsed.id}`, admin.token)).statusCode).toBe(200);
  });

  it('shows the patient to a nurse while she takes part in the consult', async () => {
    const p = await patient('Castellanos');
    const consult = await bookGp(p);
    expect((await get(`/users/${p.id}`, nurse.token)).statusCode).toBe(404);
    expect(await found(nurse.token, p.lastName)).toEqual([]);

    const added = await post('/participants', doctor.token, {
      appointmentId: consult.id,
      userId: nurse.id,
      name: "Tom O'Connor",
      role: 'nurse',
    });
    expect(added.statusCode).toBe(201);
    expect((await get(`/users/${p.id}`, nurse.token)).statusCode).toBe(200);
    expect(await found(nurse.token, p.lastName)).toEqual([p.id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/participants/${added.json().id}`,
      headers: bearer(doctor.token),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await get(`/users/${p.id}`, nurse.token)).statusCode).toBe(404);
  });

  it('shows the patient to the instant doctor who takes them from the queue', async () => {
    const instant = await makeDoctor(t, { role: 'instantDoctor' });
    await shiftNow(t, admin.token, 'instant', instant.id);
    const p = await patient('Nakamura');
    const queued = await post('/appointments/createInstantAppointment', p.token, { reason: 'Sore throat' });
    expect(queued.statusCode).toBe(201);
    expect((await get(`/users/${p.id}`, instant.token)).statusCode).toBe(404);

    const taken = await post('/appointments/instant/next', instant.token);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().patientId).toBe(p.id);
    expect((await get(`/users/${p.id}`, instant.token)).statusCode).toBe(200);
  });

  it('gives a doctor offered an emergency only the offer, and the record once they accept it', async () => {
    const onCall = await makeDoctor(t, { consultSettings: { acceptsEmergency: true } });
    await shiftNow(t, admin.token, 'emergency', onCall.id);
    const p = await patient('Abernethy');
    const emergency = await post('/appointments/createScheduledEmergencyAppointment', p.token, {
      reason: 'Deep cut on my hand',
    });
    expect(emergency.statusCode).toBe(201);
    expect(emergency.json().offeredTo).toContain(onCall.id);

    const offers = (await get('/appointments/emergencyDateOffers', onCall.token)).json().items;
    expect(offers).toContainEqual(
      expect.objectContaining({ appointmentId: emergency.json().id, patientFirstName: 'Aroha' }),
    );
    expect((await get(`/users/${p.id}`, onCall.token)).statusCode).toBe(404);

    const accepted = await post(`/appointments/${emergency.json().id}/accept`, onCall.token, {});
    expect(accepted.statusCode).toBe(200);
    expect((await get(`/users/${p.id}`, onCall.token)).statusCode).toBe(200);
  });

  describe('break-glass', () => {
    it('refuses a reason under 10 characters, and nobody but a clinician may break the glass', async () => {
      const p = await patient('Fitzgerald');
      const short = await post(`/users/${p.id}/breakGlass`, doctor.token, { reason: 'urgent' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe(breakGlassMessages.reason);
      expect((await get(`/users/${p.id}`, doctor.token)).statusCode).toBe(404);

      const reason = { reason: 'Checking something for a friend' };
      for (const who of [companyAdmin, companyPatient, admin])
        expect((await post(`/users/${p.id}/breakGlass`, who.token, reason)).statusCode).toBe(403);
      // Only a patient's record can be opened this way.
      expect((await post(`/users/${brisbane.id}/breakGlass`, doctor.token, reason)).statusCode).toBe(404);
    });

    it("opens the record for an hour, lands in the audit trail and the patient's access history, then lapses", async () => {
      const p = await patient('Papadopoulos');
      const reason = 'Patient collapsed in the waiting room; need allergies and Medicare';
      const before = Date.now();
      const glass = await post(`/users/${p.id}/breakGlass`, nurse.token, { reason });
      expect(glass.statusCode).toBe(201);
      const grant = glass.json();
      expect(grant).toMatchObject({ patientId: p.id, reason });
      const lasts = Date.parse(grant.expiresAt) - Date.parse(grant.grantedAt);
      expect(lasts).toBe(BREAK_GLASS_MINUTES * MINUTE_MS);
      expect(Date.parse(grant.grantedAt)).toBeGreaterThanOrEqual(before - 1000);

      expect((await get(`/users/${p.id}`, nurse.token)).statusCode).toBe(200);
      expect(await found(nurse.token, p.lastName)).toEqual([p.id]);
      // The glass is broken for this nurse only.
      expect((await get(`/users/${p.id}`, doctor.token)).statusCode).toBe(404);

      const trail = await get(`/audit?action=patient.break_glass&subjectUserId=${p.id}`, admin.token);
      expect(trail.json().items).toEqual([
        expect.objectContaining({ actorId: nurse.id, subjectUserId: p.id, recordType: 'user' }),
      ]);
      const [stored] = await queryRows<{ details: { reason: string } }>(
        t.database.db,
        sql`select details from audit_events where action = 'patient.break_glass' and subject_user_id = ${p.id}`,
      );
      expect(stored?.details.reason).toBe(reason);

      const history = (await get('/users/me/access-history', p.token)).json().items;
      expect(history).toContainEqual(
        expect.objectContaining({
          action: 'patient.break_glass',
          viewerName: "Tom O'Connor",
          viewerRole: 'nurse',
          reason,
        }),
      );
      expect(history).toContainEqual(
        expect.objectContaining({ action: 'patient.record_viewed', viewerRole: 'nurse', reason: null }),
      );

      // An hour and a minute later the grant has lapsed.
      const later = new Date(Date.parse(grant.expiresAt) + MINUTE_MS);
      const principal = { userId: nurse.id, role: 'nurse' as const, sessionId: 'test' };
      await expect(
        getUser({
          db: t.database.db,
          principal,
          id: p.id,
          client: { ip: null, userAgent: null },
          now: later,
        }),
      ).rejects.toMatchObject({ statusCode: 404 });
      const search = await searchPatients({
        db: t.database.db,
        principal,
        query: p.lastName,
        page: 1,
        now: later,
      });
      expect(search.total).toBe(0);
    });

    it('answers 404 once a grant made over an hour ago has lapsed', async () => {
      const p = await patient('Lindqvist');
      await recordAuditEvent({
        db: t.database.db,
        action: 'patient.break_glass',
        actorId: doctor.id,
        subjectUserId: p.id,
        recordType: 'user',
        recordId: p.id,
        details: { reason: 'Unconscious patient brought in by ambulance' },
        at: new Date(Date.now() - (BREAK_GLASS_MINUTES + 1) * MINUTE_MS),
      });
      expect((await get(`/users/${p.id}`, doctor.token)).statusCode).toBe(404);
      expect(await found(doctor.token, p.lastName)).toEqual([]);
    });
  });

  describe('company admins', () => {
    it("see an employee's account but no Medicare, date of birth, address or phone", async () => {
      const filled = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${companyPatient.id}`,
        headers: bearer(companyPatient.token),
        payload: {
          phone: '0412 345 678',
          patientProfile: {
            dateOfBirth: '1990-02-03',
            addressLine: '7 Harbour St',
            suburb: 'Sydney',
            postcode: '2000',
            medicareNumber: '2953 1234 5 1',
            medicareIrn: 1,
            medicareExpiry: '08/2030',
          },
        },
      });
      expect(filled.statusCode).toBe(200);

      const seen = await get(`/users/${companyPatient.id}`, companyAdmin.token);
      expect(seen.statusCode).toBe(200);
      expect(Object.keys(seen.json()).sort()).toEqual(
        ['companyId', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'role', 'status'].sort(),
      );
      for (const leak of ['2953123451', '1990-02-03', 'Harbour', '0412'])
        expect(seen.body).not.toContain(leak);

      const listed = (await get('/users/getPatients', companyAdmin.token)).json().items as object[];
      const member = listed.find((u) => (u as { id: string }).id === companyPatient.id);
      expect(member).toBeDefined();
      expect(member).not.toHaveProperty('phone');
      expect(member).not.toHaveProperty('patientProfile');

      // Admins still see everything; the patient sees themselves.
      for (const token of [admin.token, companyPatient.token]) {
        const whole = (await get(`/users/${companyPatient.id}`, token)).json();
        expect(whole).toMatchObject({
          phone: '0412 345 678',
          patientProfile: { medicareNumber: '2953123451', dateOfBirth: '1990-02-03' },
        });
      }
    });

    it('see their own record whole, and nobody outside their company', async () => {
      const mine = (await get(`/users/${companyAdmin.id}`, companyAdmin.token)).json();
      expect(mine).toHaveProperty('totpEnabled');
      const stranger = await patient('Outsider');
      expect((await get(`/users/${stranger.id}`, companyAdmin.token)).statusCode).toBe(404);
    });
  });
});
