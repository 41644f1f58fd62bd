import { authMessages } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { AccessTokens } from '../../platform/auth/access-tokens';
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-session';

describe('sign-up and password sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
  });
  afterAll(() => t.close());

  it('creates a patient and answers access, refresh, accessToken and the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/createPatient',
      payload: {
        email: 'New.Patient@Example.com.au',
        password: 'a long enough phrase',
        firstName: 'Ana',
        lastName: 'Silva',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.access.token).toBe(body.accessToken);
    expect(body.refresh.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'new.patient@example.com.au',
      role: 'patient',
      firstName: 'Ana',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('stores the password with argon2id at OWASP parameters, never the password itself', async () => {
    const { email, password } = await signUpPatient(t);
    const rows = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from users where email = ${email}`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(password);
  });

  it.each([
    ['short', 'seven77', authMessages.passwordTooShort],
    ['common', 'password123', authMessages.passwordTooCommon],
    ['common in capitals', 'PASSWORD123', authMessages.passwordTooCommon],
  ])('refuses a %s password with a clear message', async (_case, password, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/createPatient',
      payload: { email: `x${Date.now()}@example.com.au`, password, firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const { email } = await signUpPatient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/createPatient',
      payload: { email: email.toUpperCase(), password: 'another fine phrase', firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(authMessages.emailTaken);
  });

  it('signs in with ?include=user, and without the user otherwise', async () => {
    const { email, password } = await signUpPatient(t);
    const withUser = await signIn(t, email, password);
    expect(withUser.statusCode).toBe(200);
    expect(withUser.json().user.email).toBe(email);
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password },
    });
    expect(without.statusCode).toBe(200);
    expect(without.json()).not.toHaveProperty('user');
  });

  it('answers a wrong password and an unknown email alike, and audits both', async () => {
    const { email } = await signUpPatient(t);
    const wrong = await signIn(t, email, 'not the password');
    const unknown = await signIn(t, 'nobody@example.com.au', 'whatever it is');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(authMessages.invalidCredentials);
    }
    const events = await queryRows<{ action: string; details: unknown }>(
      t.database.db,
      sql`select action, details from audit_events where action = 'auth.login_failed'`,
    );
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events)).not.toContain('not the password');
  });

  it('accepts the token as a bearer header, and in the query (?accessToken=, ?access_token=) only to download a file', async () => {
    const { accessToken, email } = await signUpPatient(t);
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    // A JSON answer: a token in the address is refused, as it would end up in logs and history.
    for (const url of [
      `/api/v1/users/fetchLogin?accessToken=${accessToken}`,
      `/api/v1/users/fetchLogin?access_token=${accessToken}`,
    ])
      expect((await t.app.inject(url)).statusCode).toBe(401);
    // A file, which a link or a <video> fetches without headers: the query token is the caller's.
    // (No recording has this id, so a caller who got past the guard is told 404, not 401.)
    const recording = '/api/v1/fileUploads/call-recordings/0195f7a0-0000-7000-8000-000000000000';
    expect((await t.app.inject(recording)).statusCode).toBe(401);
    expect((await t.app.inject(`${recording}?accessToken=${accessToken}`)).statusCode).toBe(404);
    expect((await t.app.inject(`${recording}?access_token=${accessToken}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/v1/users/fetchLogin')).statusCode).toBe(401);
  });

  it('refuses an expired or forged access token with 401', async () => {
    const { accessToken } = await signUpPatient(t);
    const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(accessToken) });
    const tokens = new AccessTokens(t.config.jwtSecret ?? '');
    const claims = await tokens.verify(accessToken);
    if (typeof claims === 'string') throw new Error('token did not verify');
    const expired = await tokens.sign(claims, Date.now() - 16 * 60 * 1000);
    const res = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Access token expired');
    const forged = await new AccessTokens('another-secret-of-sufficient-length-000000000').sign(claims);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(forged) })).statusCode,
    ).toBe(401);
    expect(me.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken } });

  it('rotates the refresh token on every use', async () => {
    const first = await signUpPatient(t);
    const res = await refresh(first.refresh.token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh.token).not.toBe(first.refresh.token);
    expect(second.access.token).toBe(second.accessToken);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(second.accessToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('lets two tabs refresh with one token at the same moment, both staying signed in', async () => {
    const s = await signUpPatient(t);
    const [a, b] = await Promise.all([refresh(s.refresh.token), refresh(s.refresh.token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // And again a moment later, as the slower tab would (within the grace after rotation).
    const late = await refresh(s.refresh.token);
    expect(late.statusCode).toBe(200);
    for (const pair of [a.json(), b.json(), late.json()]) {
      const me = await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(pair.accessToken) });
      expect(me.statusCode).toBe(200);
      expect((await refresh(pair.refresh.token)).statusCode).toBe(200);
    }
  });

  it(`revokes the whole session when a spent refresh token is presented again after ${REFRESH_REUSE_GRACE_SECONDS} s, and audits it`, async () => {
    const first = await signUpPatient(t);
    const second = (await refresh(first.refresh.token)).json();
    // The grace for a second tab has passed.
    await t.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS + 1})
          where rotated_at is not null and user_id = (select id from users where email = ${first.email})`,
    );
    const replay = await refresh(first.refresh.token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(authMessages.invalidRefreshToken);
    // The legitimate holder's newer tokens die with the family.
    expect((await refresh(second.refresh.token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(second.accessToken) }))
        .statusCode,
    ).toBe(401);
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where action = 'auth.refresh_reuse'`,
    );
    expect(Number(events[0]?.n)).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown refresh token and a session past its 30 days', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const s = await signUpPatient(t);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'`);
    expect((await refresh(s.refresh.token)).statusCode).toBe(401);
  });

  it('logout ends the session: its refresh token and its access token stop working', async () => {
    const s = await signUpPatient(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(s.accessToken),
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(s.refresh.token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(s.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('lists your sessions and revokes another of them; someone else’s session is not found', async () => {
    const s = await signUpPatient(t);
    const second = (await signIn(t, s.email, s.password, { 'user-agent': 'Second device' })).json();
    const list = await t.app.inject({
      url: '/api/v1/users/me/sessions',
      headers: bearer(second.accessToken),
    });
    const items = list.json().items as Array<{ id: string; current: boolean; userAgent: string | null }>;
    expect(items).toHaveLength(2);
    expect(items.filter((i) => i.current)).toHaveLength(1);
    expect(items.find((i) => i.current)?.userAgent).toBe('Second device');
    const other = items.find((i) => !i.current);

    const stranger = await signUpPatient(t);
    const cross = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/sessions/${other?.id}`,
      headers: bearer(stranger.accessToken),
    });
    expect(cross.statusCode).toBe(404);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/sessions/${other?.id}`,
      headers: bearer(second.accessToken),
    });
    expect(revoke.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(s.accessToken) })).statusCode,
    ).toBe(401);
    const after = await t.app.inject({
      url: '/api/v1/users/me/sessions',
      headers: bearer(second.accessToken),
    });
    expect(after.json().items).toHaveLength(1);
  });

  it('a blocked user gets in by no path, and their open session stops at once', async () => {
    const s = await signUpPatient(t);
    await t.database.db.execute(sql`update users set status = 'blocked' where email = ${s.email}`);
    const login = await signIn(t, s.email, s.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe(authMessages.accountUnavailable);
    expect((await refresh(s.refresh.token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(s.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('a soft-deleted user gets in by no path', async () => {
    const s = await signUpPatient(t);
    await t.database.db.execute(sql`update users set deleted_at = now() where email = ${s.email}`);
    expect((await signIn(t, s.email, s.password)).statusCode).toBe(403);
    expect((await refresh(s.refresh.token)).statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 per client IP after RATE_LIMIT_LOGIN attempts a minute', async () => {
    const t = await buildTestApp({ rateLimitLogin: 3 });
    try {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: 'a@example.com.au', password: 'whatever1' },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});
