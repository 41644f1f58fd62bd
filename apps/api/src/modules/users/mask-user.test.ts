import { ErrorCode } from '@curo/core/errors';
import { maskMessages } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { bearer, enrolTotp, signIn, signUpPatient, TEST_PASSWORD } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { AccessTokens } from '../../platform/auth/access-tokens';

const REASON = 'Patient rang: cannot find their invoice';

describe('mask login', () => {
  let t: TestApp;
  let adminToken = '';
  let adminId = '';
  let secret = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    const admin = await makeAccount(t, 'admin');
    adminId = admin.id;
    secret = await enrolTotp(t, admin.token);
    const challenged = (await signIn(t, admin.email, TEST_PASSWORD)).json();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-totp',
      payload: { challenge: challenged.challenge, code: await freshCode() },
    });
    adminToken = verified.json().accessToken;
  });
  afterAll(() => t.close());

  /**
   * A current code for the admin. A code is accepted once (its replay is tested with sign-in);
   * these tests are about mask login, so the admin's last used step is forgotten first, rather
   * than moving the clock, which the audit trail's order depends on.
   */
  const freshCode = async () => {
    await t.database.db.execute(sql`update users set totp_last_epoch = null where id = ${adminId}`);
    return generate({ secret });
  };

  const mask = async (id: string, token = adminToken, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/maskUser/${id}`,
      headers: bearer(token),
      payload: body ?? { reason: REASON, totpCode: await freshCode() },
    });

  it('gives a session as the patient that names the admin, and audits every request with both', async () => {
    const patient = await signUpPatient(t);
    const patientId = patient.user?.id as string;
    const res = await mask(patientId);
    expect(res.statusCode).toBe(200);
    const masked = res.json();
    expect(masked.user).toMatchObject({ id: patientId, role: 'patient' });

    const claims = await new AccessTokens(t.config.jwtSecret ?? '').verify(masked.accessToken);
    expect(claims).toMatchObject({ userId: patientId, actorId: adminId });

    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(masked.accessToken) });
    expect(me.json()).toMatchObject({
      id: patientId,
      maskedBy: { id: adminId, firstName: expect.any(String), lastName: expect.any(String) },
    });
    // The patient's own session knows nothing of a mask.
    const own = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(patient.accessToken) });
    expect(own.json().maskedBy).toBeNull();

    const rows = await queryRows<{
      action: string;
      actor_id: string;
      acting_as_id: string | null;
      details: { reason?: string; route?: string };
    }>(
      t.database.db,
      sql`select action, actor_id, acting_as_id, details from audit_events where subject_user_id = ${patientId} and action like 'mask.%' order by created_at, id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['mask.started', 'mask.request']);
    expect(rows.every((r) => r.actor_id === adminId && r.acting_as_id === patientId)).toBe(true);
    expect(rows[0]?.details.reason).toBe(REASON);
    expect(rows[1]?.details.route).toBe('/api/v1/users/fetchLogin');

    // The patient sees it in their access history.
    const history = await t.app.inject({
      url: '/api/v1/users/me/access-history',
      headers: bearer(patient.accessToken),
    });
    expect(history.json().items[0]).toMatchObject({ action: 'mask.started', viewerRole: 'admin' });
    // ...but not among their own sessions, which they could otherwise revoke or mistake for theirs.
    const sessions = await t.app.inject({
      url: '/api/v1/users/me/sessions',
      headers: bearer(patient.accessToken),
    });
    expect(sessions.json().items).toHaveLength(1);
  });

  it("cannot change the patient's email, sessions or two-step sign-in", async () => {
    const patient = await signUpPatient(t);
    const masked = (await mask(patient.user?.id as string)).json();
    const h = bearer(masked.accessToken);
    const tries = [
      t.app.inject({
        method: 'POST',
        url: '/api/v1/verificationPhoneCodes/sendPinCodeChangeEmail',
        headers: h,
        payload: { email: 'new.address@example.com.au' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/changeEmail/new.address@example.com.au',
        headers: h,
        payload: { pinCode: '123456' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/sessions/${masked.user.id}`, headers: h }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(maskMessages.notWhileMasked);
    }
    // Editing the profile on the patient's behalf is allowed, and recorded as the admin's.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${masked.user.id}`,
      headers: h,
      payload: { phone: '0412 000 111' },
    });
    expect(edit.statusCode).toBe(200);
    const [updated] = await queryRows<{ actor_id: string; acting_as_id: string }>(
      t.database.db,
      sql`select actor_id, acting_as_id from audit_events where action = 'user.updated' and subject_user_id = ${masked.user.id}`,
    );
    expect(updated).toEqual({ actor_id: adminId, acting_as_id: masked.user.id });
  });

  it('ends on logout (audited as the end of the mask) and with the admin being blocked', async () => {
    const patient = await signUpPatient(t);
    const masked = (await mask(patient.user?.id as string)).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(masked.accessToken),
      payload: { refreshToken: masked.refresh.token },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(masked.accessToken) }))
        .statusCode,
    ).toBe(401);
    const [ended] = await queryRows<{ actor_id: string }>(
      t.database.db,
      sql`select actor_id from audit_events where action = 'mask.ended' and acting_as_id = ${patient.user?.id}`,
    );
    expect(ended?.actor_id).toBe(adminId);
  });

  it('needs TOTP, a right code, a reason, a patient, and an admin', async () => {
    const patient = await signUpPatient(t);
    const id = patient.user?.id as string;
    // An admin without TOTP.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/doctors',
      headers: bearer(adminToken),
      payload: {
        email: `doc.${Date.now()}@example.com.au`,
        password: 'a long enough password',
        firstName: 'Ngaio',
        lastName: 'Reid',
        username: `ngaio-${Date.now()}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const other = (await makeAccount(t, 'admin', { firstName: 'Second', lastName: 'Admin' })).token;
    const noTotp = await mask(id, other, { reason: REASON, totpCode: '123456' });
    expect(noTotp.statusCode).toBe(403);
    expect(noTotp.json().error.message).toBe(maskMessages.totpRequired);

    expect((await mask(id, adminToken, { reason: REASON, totpCode: '000000' })).statusCode).toBe(400);
    const short = await mask(id, adminToken, { reason: 'because', totpCode: await freshCode() });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 10 characters');
    expect((await mask(created.json().id)).statusCode).toBe(400);
    expect((await mask('0190c0de-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await mask(id, patient.accessToken)).statusCode).toBe(403);
  });

  it('refuses a blocked patient with the sign-in refusal, 403 ACCOUNT_UNAVAILABLE', async () => {
    const patient = await signUpPatient(t);
    const id = patient.user?.id as string;
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${id}/block`,
      headers: bearer(adminToken),
      payload: { blocked: true },
    });
    expect(blocked.statusCode).toBeLessThan(300);
    const res = await mask(id, adminToken, { reason: REASON, totpCode: '000000' });
    expect(res.json().error).toEqual({
      statusCode: 403,
      code: ErrorCode.ACCOUNT_UNAVAILABLE,
      message: maskMessages.inactive,
    });
  });
});
