import type { TTokenResponse } from '@curo/core/auth';
import { vi } from 'vitest';
import type { TestApp } from './build-test-app';

/** The password of every account a test makes (signed up, or made by accounts.ts). */
export const TEST_PASSWORD = 'correct horse battery staple';

let n = 0;

/** Signs a new patient up through the API and answers the tokens and credentials. */
export async function signUpPatient(t: TestApp, overrides: Record<string, string> = {}) {
  n++;
  const body = {
    email: `patient${n}.${Date.now()}@example.com.au`,
    password: TEST_PASSWORD,
    firstName: 'Aroha',
    lastName: `Patient${n}`,
    ...overrides,
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/createPatient', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as TTokenResponse), email: body.email, password: body.password };
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login?include=user',
    payload: { email, password },
    headers,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Turns TOTP on for the signed-in staff member; answers the secret, to generate codes with. */
export async function enrolTotp(t: TestApp, accessToken: string): Promise<string> {
  const { generate } = await import('otplib');
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/totp/setup',
    headers: bearer(accessToken),
  });
  const { secret } = setup.json() as { secret: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/totp/confirm',
    headers: bearer(accessToken),
    payload: { code: await generate({ secret }) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`TOTP enrolment failed: ${confirmed.body}`);
  return secret;
}

/** The link token of the newest email to `email` in the development outbox. */
export async function magicTokenFor(t: TestApp, email: string): Promise<string> {
  const outbox = await t.app.inject('/api/v1/dev/outbox');
  const message = (outbox.json().items as Array<{ to: string; text: string }>).find((m) => m.to === email);
  const token = /magicToken=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the outbox');
  return token;
}

/**
 * The next two-step code, as a person gets it by waiting for their app's next one: the (faked)
 * clock moves to the next 30-second step first, because a code is accepted only once. The test
 * file fakes Date (`vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })`).
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const { generate } = await import('otplib');
  vi.setSystemTime(Date.now() + 30_000);
  return generate({ secret });
}
