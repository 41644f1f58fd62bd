import { ErrorCode } from '@curo/core/errors';
import { ihiMessages } from '@curo/core/ihi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, makeDoctor } from '../../../test/accounts';
import { bearer, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bookFirstFreeSlot, type Clinic, makeClinic } from '../../../test/people';
import { queryRows } from '../../../test/query';

/** 800360 816669050, Luhn check digit 3. */
const IHI = '8003608166690503';
const OTHER_IHI = '8003601234567894';

describe('POST /appointments/{id}/submit/ihi', () => {
  let t: TestApp;
  let clinic: Clinic;
  let otherDoctor: Account;
  let stranger: string;
  let consultId: string;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // Mia Nguyen (patient) books Dr Priya Raman; Tom O'Connor (nurse), Sam Taylor (admin).
    clinic = await makeClinic(t);
    otherDoctor = await makeDoctor(t, { firstName: 'Ana', lastName: 'Silva' });
    stranger = (await signUpPatient(t)).accessToken;
    consultId = (await bookFirstFreeSlot(t, clinic.patient.token, clinic.doctor.id)).id;
  });
  afterAll(() => t.close());

  const submit = (token: string, ihi: unknown, id = consultId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/submit/ihi`,
      headers: bearer(token),
      payload: { ihi },
    });
  const read = (token: string, id = consultId) =>
    t.app.inject({ url: `/api/v1/appointments/${id}/ihi`, headers: bearer(token) });
  const profileIhi = async (token: string) =>
    (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(token) })).json().patientProfile
      ?.ihi;

  it('the patient records their IHI, spaces stripped, as unverified with who and when', async () => {
    const res = await submit(clinic.patient.token, '8003 6081 6669 0503');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      patientId: clinic.patient.id,
      ihi: IHI,
      status: 'unverified',
      submittedBy: { userId: clinic.patient.id, name: 'Mia Nguyen' },
      notice: 'Not verified with the HI Service',
    });
    expect(Date.parse(body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    // It is on the patient: their profile shows it.
    expect(await profileIhi(clinic.patient.token)).toBe(IHI);
  });

  it('the treating doctor and an admin may submit it too; it stays unverified, naming the last', async () => {
    const byDoctor = await submit(clinic.doctor.token, OTHER_IHI);
    expect(byDoctor.statusCode, byDoctor.body).toBe(200);
    expect(byDoctor.json()).toMatchObject({
      ihi: OTHER_IHI,
      status: 'unverified',
      submittedBy: { userId: clinic.doctor.id, name: 'Dr Priya Raman' },
    });
    const byAdmin = await submit(clinic.admin.token, IHI);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ ihi: IHI, submittedBy: { userId: clinic.admin.id } });
    expect(await profileIhi(clinic.patient.token)).toBe(IHI);

    // The doctor reads it back, saying it is not verified.
    const got = await read(clinic.doctor.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ ihi: IHI, status: 'unverified', notice: ihiMessages.notVerified });
  });

  it('refuses anyone not on the consult with 404, and asks for a sign-in first', async () => {
    for (const token of [stranger, otherDoctor.token, clinic.nurse.token, clinic.companyAdmin.token]) {
      const res = await submit(token, IHI);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe(ErrorCode.NOT_FOUND);
      expect((await read(token)).statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${consultId}/submit/ihi`,
      payload: { ihi: IHI },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await submit(clinic.patient.token, IHI, '0192f0e0-0000-7000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an HPI-I (800361)', '8003610000000014'],
    ['an HPI-O (800362)', '8003620000000013'],
    ['15 digits', IHI.slice(0, 15)],
    ['17 digits', `${IHI}0`],
    ['a wrong check digit', '8003608166690504'],
    ['letters', '800360816669050a'],
    ['a number', 8003608166690503],
  ])('refuses %s with 400 and the rule, changing nothing', async (_name, ihi) => {
    const res = await submit(clinic.patient.token, ihi);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: ErrorCode.VALIDATION_ERROR });
    expect(res.json().error.message).toContain(ihiMessages.invalid);
    expect(await profileIhi(clinic.patient.token)).toBe(IHI);
  });

  it('puts every submission, and every staff read, on the audit trail without the number', async () => {
    const events = await queryRows<{ action: string; actor_id: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select action, actor_id, details from audit_events
        where subject_user_id = ${clinic.patient.id} and record_type = 'ihi' order by created_at, id`,
    );
    const submitted = events.filter((e) => e.action === 'patient.ihi_submitted');
    expect(submitted.map((e) => e.actor_id)).toEqual([clinic.patient.id, clinic.doctor.id, clinic.admin.id]);
    expect(
      submitted.every((e) => e.details.appointmentId === consultId && e.details.status === 'unverified'),
    ).toBe(true);
    expect(JSON.stringify(events)).not.toContain(IHI);
    const viewed = events.filter((e) => e.action === 'patient.record_viewed');
    expect(viewed.map((e) => e.actor_id)).toEqual([clinic.doctor.id]);
  });
});
