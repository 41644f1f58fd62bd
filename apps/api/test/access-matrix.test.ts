import type { TRole } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './accounts';
import { bearer, signIn, signUpPatient } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { bookFirstFreeSlot, type Clinic, makeClinic } from './people';
import { queryRows } from './query';

/** Every role against representative endpoints, including records that belong to others. */
describe('access matrix', () => {
  let t: TestApp;
  const token: Partial<Record<TRole, string>> = {};
  const id: Partial<Record<TRole, string>> = {};
  let strangerId = '';
  let clinic: Clinic;
  let consultId = '';

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 10_000 });
    // One account of every role: the patient and the company admin share a company.
    clinic = await makeClinic(t);
    for (const [role, account] of Object.entries(clinic.byRole) as Array<[TRole, Account]>) {
      token[role] = account.token;
      id[role] = account.id;
    }
    // A patient of no company, who is nobody else's business.
    strangerId = (await signUpPatient(t)).user?.id ?? '';
    // The company's patient has a consult with the doctor, and with no other clinician.
    consultId = (await bookFirstFreeSlot(t, token.patient ?? '', id.doctor ?? '')).id;
  });
  afterAll(() => t.close());

  const get = (role: TRole, url: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: bearer(token[role] ?? '') });

  const cases: Array<[string, (r: TRole) => string, Record<TRole, number>]> = [
    [
      // No clinician has a consult with the stranger (docs/decisions/0021).
      "another patient's record",
      () => `/users/${strangerId}`,
      { patient: 404, doctor: 404, nurse: 404, instantDoctor: 404, companyAdmin: 404, admin: 200 },
    ],
    [
      // Her doctor sees her; her employer sees the narrow company-member shape.
      "the company's patient",
      () => `/users/${id.patient}`,
      { patient: 200, doctor: 200, nurse: 404, instantDoctor: 404, companyAdmin: 200, admin: 200 },
    ],
    [
      "a doctor's account",
      () => `/users/${id.doctor}`,
      { patient: 404, doctor: 200, nurse: 404, instantDoctor: 404, companyAdmin: 404, admin: 200 },
    ],
    [
      'the admin users list',
      () => '/users',
      { patient: 403, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 200 },
    ],
    [
      'patient search',
      () => '/users/getPatients',
      { patient: 403, doctor: 200, nurse: 200, instantDoctor: 200, companyAdmin: 200, admin: 200 },
    ],
    [
      'your own sessions',
      () => '/users/me/sessions',
      { patient: 200, doctor: 200, nurse: 200, instantDoctor: 200, companyAdmin: 200, admin: 200 },
    ],
    [
      "another patient's notification settings",
      () => `/users/${strangerId}/notifications`,
      { patient: 404, doctor: 404, nurse: 404, instantDoctor: 404, companyAdmin: 404, admin: 200 },
    ],
    [
      // Those who may see her record may still not change her settings.
      "the company patient's notification settings",
      () => `/users/${id.patient}/notifications`,
      { patient: 200, doctor: 403, nurse: 404, instantDoctor: 404, companyAdmin: 403, admin: 200 },
    ],
    [
      'your own notification settings',
      (r) => `/users/${id[r]}/notifications`,
      { patient: 200, doctor: 200, nurse: 200, instantDoctor: 200, companyAdmin: 200, admin: 200 },
    ],
    [
      "a doctor's e-signature",
      () => `/users/${id.doctor}/esign`,
      // The doctor has none yet: the doctor and admins get as far as "not found".
      { patient: 403, doctor: 404, nurse: 403, instantDoctor: 404, companyAdmin: 403, admin: 404 },
    ],
    [
      'staff alerted for emergencies',
      () => '/users/slackEmergUsers',
      { patient: 403, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 200 },
    ],
    [
      'one nurse, by kind',
      () => `/users/nurses/${id.nurse}`,
      { patient: 403, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 200 },
    ],
    [
      // Clinicians on the case and admins read the clinical fields; patients never (decision 0038).
      "the consult's clinical note",
      () => `/appointmentNotes?appointmentId=${consultId}`,
      { patient: 403, doctor: 200, nurse: 404, instantDoctor: 404, companyAdmin: 403, admin: 200 },
    ],
    [
      "the consult's version history",
      () => `/appointmentNotes/${consultId}/versions`,
      { patient: 403, doctor: 200, nurse: 404, instantDoctor: 404, companyAdmin: 403, admin: 200 },
    ],
    [
      // The patient reads the plain-language summary of their own consult only.
      "the consult's patient summary",
      () => `/appointmentNotes/${consultId}/summary`,
      { patient: 200, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 403 },
    ],
    [
      'the audit trail',
      () => '/audit',
      { patient: 403, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 200 },
    ],
    [
      // A patient's copy of their own record; it names no one, so others are refused for their role (decision 0057).
      'your own record to download',
      () => '/users/exportMyData?format=json',
      { patient: 200, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 403 },
    ],
    [
      // The pharmacy directory: anyone signed in (decision 0065).
      'the pharmacy finder',
      () => '/twilioCalls/findPharmacy?q=Sydney',
      { patient: 200, doctor: 200, nurse: 200, instantDoctor: 200, companyAdmin: 200, admin: 200 },
    ],
    [
      // A patient's chosen pharmacy is theirs alone (decision 0066).
      "another patient's preferred pharmacy",
      () => `/users/${strangerId}/preferredPharmacy`,
      { patient: 404, doctor: 403, nurse: 403, instantDoctor: 403, companyAdmin: 403, admin: 403 },
    ],
  ];

  it("only admins may mask; another patient's profile cannot be changed", async () => {
    for (const role of ['patient', 'doctor', 'nurse', 'instantDoctor', 'companyAdmin'] as const) {
      const masked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/maskUser/${strangerId}`,
        headers: bearer(token[role] ?? ''),
        payload: { reason: 'Checking what the patient sees', totpCode: '123456' },
      });
      expect(masked.statusCode, role).toBe(403);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${strangerId}`,
        headers: bearer(token[role] ?? ''),
        payload: { firstName: 'Mallory' },
      });
      // Nobody but an admin can even see the stranger, who has no consult with anyone.
      expect(edit.statusCode, role).toBe(404);
    }
  });

  for (const [what, url, expected] of cases) {
    it(`${what}: ${JSON.stringify(expected)}`, async () => {
      const got: Record<string, number> = {};
      for (const role of Object.keys(expected) as TRole[])
        got[role] = (await get(role, url(role))).statusCode;
      expect(got).toEqual(expected);
    });
  }

  it('a company admin finds only their own company’s patients', async () => {
    const res = await get('companyAdmin', '/users/getPatients');
    const ids = (res.json().items as Array<{ id: string }>).map((u) => u.id);
    expect(ids).toContain(id.patient);
    expect(ids).not.toContain(strangerId);
  });

  it('a clinician finds only the patients they have a consult with', async () => {
    const doctor = (await get('doctor', '/users/getPatients')).json().items as Array<{ id: string }>;
    expect(doctor.map((u) => u.id)).toEqual([id.patient]);
    const nurse = await get('nurse', '/users/getPatients');
    expect(nurse.json()).toMatchObject({ items: [], total: 0 });
  });

  it("audits a clinician's read of a patient's record", async () => {
    await get('doctor', `/users/${id.patient}`);
    const rows = await queryRows<{ actor_id: string }>(
      t.database.db,
      sql`select actor_id from audit_events where action = 'patient.record_viewed' and subject_user_id = ${id.patient}`,
    );
    expect(rows.map((r) => r.actor_id)).toContain(id.doctor);
  });

  it('only admins create staff; a created doctor can sign in', async () => {
    const body = {
      email: `new.doctor.${Date.now()}@example.com.au`,
      password: 'a strong phrase for a doctor',
      firstName: 'Ravi',
      lastName: 'Kumar',
      specialties: ['Paediatrics'],
    };
    for (const role of ['patient', 'doctor', 'nurse', 'companyAdmin', 'instantDoctor'] as TRole[]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/doctors',
        payload: body,
        headers: bearer(token[role] ?? ''),
      });
      expect(res.statusCode, role).toBe(403);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/doctors',
      payload: body,
      headers: bearer(token.admin ?? ''),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().role).toBe('doctor');
    expect((await signIn(t, body.email, body.password)).statusCode).toBe(200);
  });

  it('blocking signs the user out at once; soft delete removes them from lists', async () => {
    const victim = await signUpPatient(t);
    const victimId = victim.user?.id ?? '';
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${victimId}/block`,
      payload: {},
      headers: bearer(token.admin ?? ''),
    });
    expect(block.statusCode).toBe(200);
    expect(block.json().status).toBe('blocked');
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(victim.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await signIn(t, victim.email, victim.password)).statusCode).toBe(403);

    const del = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${victimId}/softDelete`,
      headers: bearer(token.admin ?? ''),
    });
    expect(del.statusCode).toBe(204);
    const list = await t.app.inject({
      url: `/api/v1/users?query=${encodeURIComponent(victim.email)}`,
      headers: bearer(token.admin ?? ''),
    });
    expect(list.json().total).toBe(0);
    const events = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_events where subject_user_id = ${victimId} order by created_at`,
    );
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.blocked', 'user.soft_deleted']),
    );
  });

  it('the admin list searches by name and filters by role, 20 a page', async () => {
    const res = await get('admin', '/users?role=doctor&query=raman');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(res.json().items[0].email).toBe(clinic.doctor.email);
  });
});

describe('audit search and access history', () => {
  it('admins search the trail; a patient sees who opened their record; nobody else may', async () => {
    const t = await buildTestApp({ rateLimitLogin: 10_000 });
    try {
      // Priya Raman, a GP, has a consult with the patient.
      const { admin, doctor, patient } = await makeClinic(t);
      await bookFirstFreeSlot(t, patient.token, doctor.id);
      const read = await t.app.inject({
        url: `/api/v1/users/${patient.id}`,
        headers: bearer(doctor.token),
      });
      expect(read.statusCode).toBe(200);

      const history = await t.app.inject({
        url: '/api/v1/users/me/access-history',
        headers: bearer(patient.token),
      });
      expect(history.statusCode).toBe(200);
      expect(history.json().items[0]).toMatchObject({ viewerName: 'Priya Raman', viewerRole: 'doctor' });

      const search = await t.app.inject({
        url: `/api/v1/audit?action=patient.record_viewed&subjectUserId=${patient.id}`,
        headers: bearer(admin.token),
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().items[0]).toMatchObject({
        actorId: doctor.id,
        subjectUserId: patient.id,
      });

      expect((await t.app.inject({ url: '/api/v1/audit', headers: bearer(doctor.token) })).statusCode).toBe(
        403,
      );
      expect(
        (await t.app.inject({ url: '/api/v1/users/me/access-history', headers: bearer(doctor.token) }))
          .statusCode,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });
});
