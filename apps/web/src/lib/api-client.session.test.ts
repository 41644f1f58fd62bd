// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { TTokenResponse, TUser } from '@curo/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real server on a real database: this is the contract between the two halves of the product.
import { AccessTokens } from '../../../api/src/platform/auth/access-tokens';
import { buildTestApp, type TestApp } from '../../../api/test/build-test-app';
import { ACCESS_TOKEN_KEY, createApiClient, REFRESH_TOKEN_KEY } from './api-client';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the web client against the real API', () => {
  let t: TestApp;
  let baseUrl: string;
  // A real server on a fresh embedded database takes seconds to start, many more on a busy
  // two-core machine: the web project's 10 s hook limit is for browser-only set-ups, so this one
  // gets the API project's minute.
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t?.close());

  it('refreshes an expired access token once for 20 concurrent requests, and all 20 succeed', async () => {
    const storage = memoryStorage();
    let refreshes = 0;
    const client = createApiClient({
      baseUrl,
      storage,
      fetch: (input, init) => {
        if (String(input).endsWith('/auth/refresh-token')) refreshes++;
        return fetch(input, init);
      },
    });
    const signup = await client.request<TTokenResponse>('/api/v1/users/createPatient', {
      method: 'POST',
      body: JSON.stringify({
        email: `concurrent.${Date.now()}@example.com.au`,
        password: 'a perfectly fine phrase',
        firstName: 'Jo',
        lastName: 'Concurrent',
      }),
    });
    client.setTokens({ accessToken: signup.accessToken, refreshToken: signup.refresh.token });

    // Fifteen minutes later: the same session, but its access token has expired.
    const tokens = new AccessTokens(t.config.jwtSecret ?? '');
    const claims = await tokens.verify(signup.accessToken);
    if (typeof claims === 'string') throw new Error('token did not verify');
    storage.setItem(ACCESS_TOKEN_KEY, await tokens.sign(claims, Date.now() - 16 * 60 * 1000));

    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.request<TUser>('/api/v1/users/fetchLogin')),
    );
    expect(results.every((u) => u.id === signup.user?.id)).toBe(true);
    expect(refreshes).toBe(1);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).not.toBe(signup.refresh.token);
  });
});
