import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient, TEST_PASSWORD } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';
import { sweepSignInThrottle } from './auth-jobs';
import { ACCOUNT_FAILURES_PER_WINDOW, tooManyFailuresMessage } from './sign-in-throttle';

// Decision 0054: throttles per address and IP, the same for addresses without an account, and
// no lock-out of the owner.
describe('sign-in throttles', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP request limit is far off: these tests are about the per-address throttles.
    t = await buildTestApp({ rateLimitLogin: 10_000 });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const magicLink = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sendMagicLink', payload: { email } });

  it('slows down the IP that keeps failing, while the owner signs in from elsewhere', async () => {
    const p = await signUpPatient(t);
    for (let i = 0; i < ACCOUNT_FAILURES_PER_WINDOW; i++)
      expect((await login(p.email, 'wrong password', '203.0.113.7')).statusCode).toBe(401);

    const throttled = await login(p.email, p.password, '203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.message).toBe(tooManyFailuresMessage);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, at home: no lock-out.
    expect((await login(p.email, p.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('answers an address without an account exactly as one with an account, the 11th failure included', async () => {
    const p = await signUpPatient(t);
    const nobody = `nobody.${Date.now()}@example.com.au`;
    const answers = { real: [] as number[], unknown: [] as number[] };
    for (let i = 0; i <= ACCOUNT_FAILURES_PER_WINDOW; i++) {
      answers.real.push((await login(p.email, 'wrong password', '203.0.113.8')).statusCode);
      answers.unknown.push((await login(nobody, 'wrong password', '203.0.113.8')).statusCode);
    }
    expect(answers.unknown).toEqual(answers.real);
    expect(answers.real.at(-1)).toBe(429);
  });

  it('no longer locks an account after 100 failures', async () => {
    const p = await signUpPatient(t);
    await t.database.db.execute(sql`update users set failed_attempts = 100 where email = ${p.email}`);
    expect((await login(p.email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('forgets an IP’s failures on an address once the right password is given from it', async () => {
    const p = await signUpPatient(t);
    for (let i = 0; i < ACCOUNT_FAILURES_PER_WINDOW - 1; i++)
      await login(p.email, 'wrong password', '203.0.113.9');
    expect((await login(p.email, p.password, '203.0.113.9')).statusCode).toBe(200);
    // A typo after that starts again from one.
    expect((await login(p.email, 'wrong password', '203.0.113.9')).statusCode).toBe(401);
    expect((await login(p.email, p.password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('limits sign-in links to 5 an hour per address, with or without an account, and says so alike', async () => {
    const p = await signUpPatient(t);
    const nobody = `nobody.link.${Date.now()}@example.com.au`;
    const real: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      real.push((await magicLink(p.email)).statusCode);
      unknown.push((await magicLink(nobody)).statusCode);
    }
    expect(real).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown).toEqual(real);
    const sixth = await magicLink(nobody);
    expect(sixth.json().error.message).toBe('Too many sign-in links requested. Please try again in an hour.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('keeps no address in the table: only keyed hashes', async () => {
    const p = await signUpPatient(t);
    await login(p.email, 'wrong password', '203.0.113.10');
    const rows = await queryRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from sign_in_throttle where ip = '203.0.113.10'`,
    );
    expect(rows.length).toBe(1);
    expect(rows[0]?.key_hash).not.toContain(p.email.split('@')[0]);
    expect(rows[0]?.key_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sweeps attempts older than a day, keeping the recent ones', async () => {
    const p = await signUpPatient(t);
    await login(p.email, 'wrong password', '203.0.113.11');
    await login(p.email, 'wrong password', '203.0.113.11');
    await t.database.db.execute(
      sql`update sign_in_throttle set created_at = now() - interval '25 hours'
          where id = (select id from sign_in_throttle where ip = '203.0.113.11' limit 1)`,
    );
    expect(await sweepSignInThrottle(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sign_in_throttle where ip = '203.0.113.11'`,
    );
    expect(left[0]?.n).toBe(1);
  });
});
