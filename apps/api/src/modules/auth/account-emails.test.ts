import { accountEmailMessages, freeEmergencyMessages } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeCompany, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer, signIn, signUpPatient, TEST_PASSWORD } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { ACCOUNT_FAILURES_PER_WINDOW, tooManyFailuresMessage } from './sign-in-throttle';

type Outbox = { items: Array<{ to: string; subject: string; text: string }> };

describe('account emails, program sign-up and the per-account limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimitLogin: 1000,
      publicUrl: 'https://curo.test',
      contactInbox: 'team@curo.test',
    });
    await makeCompany(t, { slug: 'redgum-logistics', name: 'Redgum Logistics' });
  });
  afterAll(() => t.close());

  const outbox = async () => (await t.app.inject('/api/v1/dev/outbox')).json() as Outbox;

  /** The token in the newest verification email to `email`. */
  const verificationToken = async (email: string) => {
    const mail = (await outbox()).items.find(
      (m) => m.to === email && m.subject === 'Confirm your email for Curo',
    );
    const token = /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no verification link in the outbox');
    return token;
  };
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
  const resend = (accessToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendConfirmationSignUp',
      ...(accessToken ? { headers: bearer(accessToken) } : {}),
    });
  const isVerified = async (accessToken: string) =>
    (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(accessToken) })).json()
      .emailVerified;

  it('emails a verification link at sign-up that verifies the address once, without signing in', async () => {
    const p = await signUpPatient(t);
    expect(p.user?.emailVerified).toBe(false);
    const sent = (await outbox()).items.filter((m) => m.to === p.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Confirm your email for Curo');
    expect(sent[0]?.text).toContain('It works once, for 24 hours:');
    const token = await verificationToken(p.email);
    expect(sent[0]?.text).toContain(`https://curo.test/verify-email#token=${token}`);

    const used = await verify(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ message: accountEmailMessages.verified });
    expect(used.json()).not.toHaveProperty('accessToken');
    expect(await isVerified(p.accessToken)).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({ code: 'LINK_USED', message: accountEmailMessages.linkUsed });
    // Verified: there is nothing to resend.
    expect((await resend(p.accessToken)).statusCode).toBe(409);
    expect((await resend()).statusCode).toBe(401);
  });

  it('answers an expired link with 410 and leaves the email unverified; a resent link works', async () => {
    const p = await signUpPatient(t);
    const first = await verificationToken(p.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 1_000);
      const late = await verify(first);
      expect(late.statusCode).toBe(410);
      expect(late.json().error).toMatchObject({
        code: 'LINK_EXPIRED',
        message: accountEmailMessages.linkExpired,
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await isVerified(p.accessToken)).toBe(false);

    const sent = await resend(p.accessToken);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(accountEmailMessages.confirmationSent);
    const second = await verificationToken(p.email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    expect(await isVerified(p.accessToken)).toBe(true);
  });

  it('answers a made-up link with 404, and limits resends to three an hour', async () => {
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(accountEmailMessages.linkInvalid);
    const p = await signUpPatient(t);
    // The sign-up email counts: two more, then the fourth in the hour is refused.
    expect((await resend(p.accessToken)).statusCode).toBe(200);
    expect((await resend(p.accessToken)).statusCode).toBe(200);
    const refused = await resend(p.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(accountEmailMessages.tooManyConfirmations);
  });

  it('keeps the token out of the stored audit trail and the sign-in links apart', async () => {
    const p = await signUpPatient(t);
    const token = await verificationToken(p.email);
    // A verification token is not a sign-in link.
    const asLogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-tokens',
      payload: { magicToken: token },
    });
    expect(asLogin.statusCode).toBe(401);
    expect((await verify(token)).statusCode).toBe(200);
    const audit = await queryRows<{ details: unknown }>(
      t.database.db,
      sql`select details from audit_events where action = 'user.email_verified' and subject_user_id = (select id from users where email = ${p.email})`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('passes a reactivation request for a blocked account to the team, and answers alike for anyone', async () => {
    const p = await signUpPatient(t);
    await t.database.db.execute(sql`update users set status = 'blocked' where email = ${p.email}`);
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/emails/reactivateAccount',
        payload: { email, message: 'I moved interstate and want to come back.' },
      });
    const blocked = await ask(p.email);
    const unknown = await ask('nobody.at.all@example.com.au');
    const active = await ask((await makePatient(t, { signedIn: false })).email);
    expect(blocked.statusCode).toBe(200);
    expect(unknown.json()).toEqual(blocked.json());
    expect(active.json()).toEqual(blocked.json());
    const toTeam = (await outbox()).items.filter(
      (m) => m.to === 'team@curo.test' && m.subject.startsWith('Reactivation'),
    );
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]?.text).toContain(p.email);
    expect(toTeam[0]?.text).toContain('I moved interstate');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/emails/reactivateAccount', payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it("signs a patient up through an employer's program with a free emergency consult", async () => {
    const email = `worker.${Date.now()}@example.com.au`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/createPatientWithFreeEmergencyAccess',
      payload: {
        email,
        password: 'a long enough password',
        firstName: 'Tane',
        lastName: 'Walker',
        companySlug: 'Redgum-Logistics',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await queryRows<{ slug: string; free: number }>(
      t.database.db,
      sql`select c.slug, p.free_emergency_consults as free from users u join companies c on c.id = u.company_id join patient_profiles p on p.user_id = u.id where u.email = ${email}`,
    );
    expect(row).toEqual({ slug: 'redgum-logistics', free: 1 });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/createPatientWithFreeEmergencyAccess',
      payload: {
        email: `x.${Date.now()}@example.com.au`,
        password: 'a long enough password',
        firstName: 'A',
        lastName: 'B',
        companySlug: 'no-such-co',
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(freeEmergencyMessages.unknownCompany);
  });

  it(`answers 429 after ${ACCOUNT_FAILURES_PER_WINDOW} failed sign-ins on one account (the per-IP limit is far off)`, async () => {
    const p = await signUpPatient(t);
    const other = await makePatient(t, { signedIn: false });
    for (let i = 0; i < ACCOUNT_FAILURES_PER_WINDOW; i++) {
      const res = await signIn(t, p.email, 'wrong password');
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(t, p.email, p.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(tooManyFailuresMessage);
    // Other accounts are untouched.
    expect((await signIn(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lists the doctors who take emergencies, and whom to alert', async () => {
    // Two GPs take emergencies; a GP who does not, and an instant doctor, are left out.
    await makeDoctor(t, {
      firstName: 'Priya',
      lastName: 'Raman',
      consultSettings: { acceptsEmergency: true },
    });
    await makeDoctor(t, {
      firstName: 'James',
      lastName: 'Whitfield',
      consultSettings: { acceptsEmergency: true },
    });
    await makeDoctor(t, {
      firstName: 'Ngaio',
      lastName: 'Reid',
      consultSettings: { acceptsEmergency: false },
    });
    await makeDoctor(t, { role: 'instantDoctor', firstName: 'Leo', lastName: 'Marsh' });
    const admin = (await makeAccount(t, 'admin')).token;
    const patient = (await makePatient(t)).token;
    const emergency = await t.app.inject({
      url: '/api/v1/users/getEmergencyDoctors',
      headers: bearer(patient),
    });
    expect(
      emergency
        .json()
        .items.map((d: { lastName: string }) => d.lastName)
        .sort(),
    ).toEqual(['Raman', 'Whitfield']);
    const alert = await t.app.inject({ url: '/api/v1/users/slackEmergUsers', headers: bearer(admin) });
    expect(
      alert
        .json()
        .items.map((u: { role: string }) => u.role)
        .sort(),
    ).toEqual(['admin', 'doctor', 'doctor']);
    expect(
      (await t.app.inject({ url: '/api/v1/users/slackEmergUsers', headers: bearer(patient) })).statusCode,
    ).toBe(403);
  });

  it('says whether Google sign-in is offered', async () => {
    expect((await t.app.inject('/api/v1/auth/providers')).json()).toEqual({ google: null });
  });
});
