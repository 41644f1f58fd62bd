import { authMessages, passwordResetMessages } from '@curo/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000, publicUrl: 'https://curo.test' });
  });
  afterAll(() => t.close());

  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/requestPasswordReset', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/resetPassword', payload: { token, password } });

  async function tokenSentTo(email: string) {
    const items = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      text: string;
    }>;
    const token = /request-password\?token=([A-Za-z0-9_-]+)/.exec(
      items.find((m) => m.to === email)?.text ?? '',
    )?.[1];
    if (!token) throw new Error('no reset link sent');
    return token;
  }

  it('sets a new password once, signs out everywhere, and the old password stops working', async () => {
    const s = await signUpPatient(t);
    const res = await request(s.email);
    expect(res.json().message).toBe(passwordResetMessages.sent);
    const token = await tokenSentTo(s.email);

    expect((await reset(token, 'password123')).json().error.message).toBe(authMessages.passwordTooCommon);
    const done = await reset(token, 'a brand new long phrase');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(passwordResetMessages.done);

    expect(
      (await t.app.inject({ url: '/api/v1/users/fetchLogin', headers: bearer(s.accessToken) })).statusCode,
    ).toBe(401);
    expect((await signIn(t, s.email, s.password)).statusCode).toBe(401);
    expect((await signIn(t, s.email, 'a brand new long phrase')).statusCode).toBe(200);
    const again = await reset(token, 'yet another long phrase');
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(passwordResetMessages.invalid);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await request('nobody.reset@example.com.au');
    expect(res.json().message).toBe(passwordResetMessages.sent);
    await expect(tokenSentTo('nobody.reset@example.com.au')).rejects.toThrow();
  });

  it('a sign-in link cannot be used as a reset link', async () => {
    const s = await signUpPatient(t);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sendMagicLink', payload: { email: s.email } });
    const items = (await t.app.inject('/api/v1/dev/outbox')).json().items as Array<{
      to: string;
      text: string;
    }>;
    const magic =
      /magicToken=([A-Za-z0-9_-]+)/.exec(items.find((m) => m.to === s.email)?.text ?? '')?.[1] ?? '';
    expect((await reset(magic, 'a brand new long phrase')).statusCode).toBe(401);
  });
});
