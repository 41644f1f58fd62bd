import { totpMessages } from '@curo/core/auth';
import { TOTP_CHALLENGE_MAX_TRIES, totpChallengeMessages } from '@curo/core/users';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import {
  bearer,
  enrolTotp,
  magicTokenFor,
  nextTotpCode,
  signIn,
  TEST_PASSWORD,
} from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../../test/query';

/** A code from the authenticator that is certainly wrong now (not the current, previous or next). */
async function wrongCode(secret: string): Promise<string> {
  const now = Date.now();
  const near = await Promise.all(
    [-30_000, 0, 30_000].map((d) => generate({ secret, epoch: Math.floor((now + d) / 1000) })),
  );
  for (let i = 0; ; i++) {
    const code = String(100000 + i);
    if (!near.includes(code)) return code;
  }
}

describe('signing in with TOTP turned on', () => {
  let t: TestApp;
  let secret = '';
  const nurse = 'nurse.totp@example.com.au';
  beforeAll(async () => {
    // Each code is accepted once: the tests move the clock to the next step for every code.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    t = await buildTestApp({ rateLimitLogin: 1000, publicUrl: 'https://curo.test' });
    const made = await makeAccount(t, 'nurse', { email: nurse });
    secret = await enrolTotp(t, made.token);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const verify = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-totp', payload: { challenge, code } });

  it('answers a challenge, not a session, to the right password; the code finishes the sign-in', async () => {
    const res = await signIn(t, nurse, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ totpRequired: true, challenge: expect.any(String) });
    expect(body.accessToken).toBeUndefined();

    const wrong = await verify(body.challenge, await wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(totpMessages.invalidCode);

    const done = await verify(body.challenge, await nextTotpCode(secret));
    expect(done.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/v1/users/fetchLogin',
      headers: bearer(done.json().accessToken),
    });
    expect(me.json()).toMatchObject({ email: nurse, totpEnabled: true });

    const again = await verify(body.challenge, await nextTotpCode(secret));
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(totpChallengeMessages.expired);

    const [login] = await queryRows<{ details: { method: string } }>(
      t.database.db,
      sql`select details from audit_events where action = 'auth.login' order by created_at desc limit 1`,
    );
    expect(login?.details.method).toBe('password+totp');
  });

  it(`spends a challenge after ${TOTP_CHALLENGE_MAX_TRIES} wrong codes, even if the next is right`, async () => {
    const { challenge } = (await signIn(t, nurse, TEST_PASSWORD)).json();
    const bad = await wrongCode(secret);
    for (let i = 0; i < TOTP_CHALLENGE_MAX_TRIES; i++)
      expect((await verify(challenge, bad)).statusCode).toBe(400);
    expect((await verify(challenge, await nextTotpCode(secret))).statusCode).toBe(401);
  });

  it('guards the magic-link path the same way', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sendMagicLink', payload: { email: nurse } });
    const magicToken = await magicTokenFor(t, nurse);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-tokens',
      payload: { magicToken },
    });
    expect(res.json()).toEqual({ totpRequired: true, challenge: expect.any(String) });
    expect((await verify(res.json().challenge, await nextTotpCode(secret))).statusCode).toBe(200);
  });

  it('accepts a code once: the same code, or an older one, cannot finish another sign-in', async () => {
    const code = await nextTotpCode(secret);
    const first = (await signIn(t, nurse, TEST_PASSWORD)).json();
    expect((await verify(first.challenge, code)).statusCode).toBe(200);

    // Someone who saw the code tries it at once, within its 30 seconds.
    const replay = (await signIn(t, nurse, TEST_PASSWORD)).json();
    const refused = await verify(replay.challenge, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(totpMessages.invalidCode);
    // The step before is older than the one used: refused too, though still inside the tolerance.
    const previous = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await verify(replay.challenge, previous)).statusCode).toBe(400);
    // The person's next code works.
    expect((await verify(replay.challenge, await nextTotpCode(secret))).statusCode).toBe(200);
  });

  it('lets nobody blocked through the second step', async () => {
    const { challenge } = (await signIn(t, nurse, TEST_PASSWORD)).json();
    await t.database.db.execute(sql`update users set status = 'blocked' where email = ${nurse}`);
    try {
      expect((await verify(challenge, await nextTotpCode(secret))).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`update users set status = 'active' where email = ${nurse}`);
    }
  });

  it('rejects a malformed code with a message, never a 500', async () => {
    const res = await verify('x', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter the 6-digit code');
  });
});
