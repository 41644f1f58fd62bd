// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, ApiError, createApiClient, REFRESH_TOKEN_KEY } from './api-client';

/** A small real server with the refresh contract of spec §7: tokens rotate on every refresh. */
function startAuthServer() {
  const state = {
    validAccess: new Set<string>(),
    validRefresh: new Set<string>(),
    refreshCalls: 0,
    n: 0,
    refreshDelayMs: 50,
  };
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown, statusText?: string) => {
      res.writeHead(status, statusText, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (req.url === '/api/v1/auth/refresh-token' && req.method === 'POST') {
        state.refreshCalls++;
        const { refreshToken } = JSON.parse(raw || '{}');
        setTimeout(() => {
          if (!state.validRefresh.has(refreshToken)) {
            return json(401, {
              error: { statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'Invalid refresh token' },
            });
          }
          state.validRefresh.delete(refreshToken);
          const access = `access-${++state.n}`;
          const refresh = `refresh-${state.n}`;
          state.validAccess.add(access);
          state.validRefresh.add(refresh);
          json(200, { access: { token: access }, refresh: { token: refresh }, accessToken: access });
        }, state.refreshDelayMs);
        return;
      }
      if (req.url === '/api/v1/slow-me' && !state.validAccess.has(token)) {
        // Answers its 401 only after a refresh started at the same time has finished.
        setTimeout(
          () =>
            json(401, { error: { statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'Token expired' } }),
          state.refreshDelayMs * 4,
        );
        return;
      }
      if (req.url === '/api/v1/me' || req.url === '/api/v1/slow-me') {
        if (!state.validAccess.has(token)) {
          return json(401, {
            error: { statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'Token expired' },
          });
        }
        return json(200, { token });
      }
      if (req.url === '/api/v1/login') {
        return json(401, {
          error: { statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'Wrong email or password' },
        });
      }
      if (req.url === '/api/v1/bad')
        return json(400, {
          error: { statusCode: 400, code: ErrorCode.INVALID_EMAIL, message: 'Invalid email' },
        });
      if (req.url === '/api/v1/teapot') return json(418, undefined, "I'm a teapot");
      if (req.url === '/api/v1/nostatus') return json(500, 'plain', '');
      if (req.url === '/api/v1/text') {
        res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
        return res.end('upstream down');
      }
      json(404, { error: { statusCode: 404, code: ErrorCode.NOT_FOUND, message: 'Not found' } });
    });
  });
  return { server, state };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('the API client (spec §4 Session, §8)', () => {
  const { server, state } = startAuthServer();
  let baseUrl = '';
  let storage: ReturnType<typeof memoryStorage>;
  let authFailures = 0;
  const client = () => createApiClient({ baseUrl, storage, onAuthFailure: () => authFailures++ });

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    storage = memoryStorage();
    state.validAccess.clear();
    state.validRefresh.clear();
    state.refreshCalls = 0;
    authFailures = 0;
  });

  it('sends the stored access token as a bearer header', async () => {
    state.validAccess.add('a1');
    storage.setItem(ACCESS_TOKEN_KEY, 'a1');
    await expect(client().request('/api/v1/me')).resolves.toEqual({ token: 'a1' });
  });

  it('on a 401 refreshes with { refreshToken }, stores the new tokens and retries once', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, 'expired');
    storage.setItem(REFRESH_TOKEN_KEY, 'r0');
    state.validRefresh.add('r0');
    const result = await client().request<{ token: string }>('/api/v1/me');
    expect(result.token).toMatch(/^access-/);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe(result.token);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toMatch(/^refresh-/);
    expect(state.refreshCalls).toBe(1);
  });

  it('shares one refresh among concurrent 401s', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, 'expired');
    storage.setItem(REFRESH_TOKEN_KEY, 'r0');
    state.validRefresh.add('r0');
    const c = client();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => c.request<{ token: string }>('/api/v1/me')),
    );
    expect(state.refreshCalls).toBe(1);
    expect(new Set(results.map((r) => r.token)).size).toBe(1);
  });

  it('does not refresh again for a 401 that arrives after the shared refresh has finished', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, 'expired');
    storage.setItem(REFRESH_TOKEN_KEY, 'r0');
    state.validRefresh.add('r0');
    const c = client();
    const [fast, slow] = await Promise.all([
      c.request<{ token: string }>('/api/v1/me'),
      c.request<{ token: string }>('/api/v1/slow-me'),
    ]);
    expect(state.refreshCalls).toBe(1);
    expect(slow.token).toBe(fast.token);
    // The refresh token kept is the one that refresh gave, not one spent by a second refresh.
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe(fast.token.replace('access-', 'refresh-'));
  });

  it('when the refresh fails, clears the tokens and fails with "Authentication failed"', async () => {
    storage.setItem(ACCESS_TOKEN_KEY, 'expired');
    storage.setItem(REFRESH_TOKEN_KEY, 'revoked');
    const error = await client()
      .request('/api/v1/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(messages.session.authenticationFailed);
    expect(((error as ApiError).cause as Error).message).toBe(messages.session.refreshFailed);
    expect(storage.map.size).toBe(0);
    expect(authFailures).toBe(1);
  });

  it('does not refresh a 401 from a request made without a session', async () => {
    const error = (await client()
      .request('/api/v1/login', { method: 'POST', body: '{}' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Wrong email or password');
    expect(state.refreshCalls).toBe(0);
  });

  it('uses error.message from the body, with the raw body attached', async () => {
    const error = (await client()
      .request('/api/v1/bad')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Invalid email');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      error: { statusCode: 400, code: ErrorCode.INVALID_EMAIL, message: 'Invalid email' },
    });
  });

  it('falls back to the status text, then to "unknowError"', async () => {
    const teapot = (await client()
      .request('/api/v1/teapot')
      .catch((e: unknown) => e)) as ApiError;
    expect(teapot.message).toBe("I'm a teapot");
    const text = (await client()
      .request('/api/v1/text')
      .catch((e: unknown) => e)) as ApiError;
    expect(text.message).toBe('Bad Gateway');
    expect(text.body).toBe('upstream down');
    const bare = (await client()
      .request('/api/v1/nostatus')
      .catch((e: unknown) => e)) as ApiError;
    expect(bare.message).toBe('unknowError');
  });
});
