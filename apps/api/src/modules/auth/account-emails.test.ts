import { accountEmailMessages, freeEmergencyMessages } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makeDoctor, makePatient } from '../../../test/accounts';
import { bearer, magicTokenFor, signIn, signUpPatient, TEST_PASSWORD } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { ACCOUNT_FAILURES_PER_WINDOW, tooManyFailuresMessage } from './lockout';

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

  it('emails a confirmation link that confirms the address when followed', async () => {
    const p = await signUpPatient(t);
    expect(p.user?.emailVerified).toBe(false);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendConfirmationSignUp',
      headers: bearer(p.accessToken),
    });
    expect(sent.json().message).toBe(accountEmailMessages.confirmationSent);
    expect((await outbox()).items.find((m) => m.to === p.email)?.subject).toBe('Confirm your email for Curo');
    const magicToken = await magicTokenFor(t, p.email);
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-tokens',
      payload: { magicToken },
    });
    expect(used.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(p.accessToken) });
    expect(me.json().emailVerified).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emails/sendConfirmationSignUp',
      headers: bearer(p.accessToken),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/emails/sendConfirmationSignUp' })).statusCode,
    ).toBe(401);
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
