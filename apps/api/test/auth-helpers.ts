import type { TTokenResponse } from '@curo/core/auth';
import type { TestApp } from './build-test-app';

let n = 0;

/** Signs a new patient up through the API and answers the tokens and credentials. */
export async function signUpPatient(t: TestApp, overrides: Record<string, string> = {}) {
  n++;
  const body = {
    email: `patient${n}.${Date.now()}@example.com.au`,
    password: 'correct horse battery staple',
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
