import { magicLinkMessages } from '@curo/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('magic links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000, publicUrl: 'https://curo.test' });
  });
  afterAll(() => t.close());

  const send = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sendMagicLink', payload: { email } });
  const exchange = (magicToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/magic-tokens', payload: { magicToken } });

  async function linkFor(email: string): Promise<string> {
    const outbox = await t.app.inject('/api/v1/dev/outbox');
    const message = (outbox.json().items as Array<{ to: string; text: string }>).find((m) => m.to === email);
    const token = /magicToken=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!token) throw new Error('no link in the outbox');
    return token;
  }

  it('answers the same for a known and an unknown email, and only emails the known one', async () => {
    const { email } = await signUpPatient(t);
    const known = await send(email);
    const unknown = await send('nobody.here@example.com.au');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(magicLinkMessages.sent);
    const outbox = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      text: string;
    }>;
    expect(outbox.some((m) => m.to === 'nobody.here@example.com.au')).toBe(false);
    expect(outbox.find((m) => m.to === email)?.text).toContain('https://curo.test/login?magicToken=');
  });

  it('signs in once: the same link a second time is refused', async () => {
    const { email } = await signUpPatient(t);
    await send(email);
    const token = await linkFor(email);
    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(email);
    expect(first.json().accessToken).toBeTruthy();
    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(magicLinkMessages.invalid);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpPatient(t);
    await send(email);
    const token = await linkFor(email);
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update magic_tokens set expires_at = now() - interval '1 second'`,
    );
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('sends at most 5 links per email per hour', async () => {
    const { email } = await signUpPatient(t);
    for (let i = 0; i < 5; i++) expect((await send(email)).statusCode).toBe(200);
    expect((await send(email)).statusCode).toBe(429);
  });

  it('gives a blocked user no way in', async () => {
    const { email } = await signUpPatient(t);
    await send(email);
    const token = await linkFor(email);
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update users set status = 'blocked' where email = ${email}`,
    );
    expect((await exchange(token)).statusCode).toBe(401);
  });
});
