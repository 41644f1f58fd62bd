import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPatient } from '../../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const NOT_THERE = {
  error: { statusCode: 404, code: 'NOT_FOUND', message: 'Route GET /api/v1/dev/outbox not found' },
};

/**
 * The development outbox shows every sign-in link and code, so only a browser on the machine that
 * runs Curo may read it. The app here trusts a proxy (TRUST_PROXY=true), as one behind a load
 * balancer does: X-Forwarded-For then sets request.ip, and must still not open the outbox.
 */
describe('GET /api/v1/dev/outbox answers this machine only', () => {
  let t: TestApp;
  let email = '';
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 1000, publicUrl: 'https://curo.test' }, { TRUST_PROXY: 'true' });
    expect(t.config.trustProxy).toBe(true);
    ({ email } = await signUpPatient(t));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sendMagicLink',
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress, headers });

  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])(
    'shows the messages to a client at %s (loopback)',
    async (address) => {
      const res = await outboxFrom(address);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ to: string; text: string }>;
      expect(items.find((m) => m.to === email)?.text).toContain('https://curo.test/login?magicToken=');
    },
  );

  it.each(['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1'])(
    'answers a client at %s 404 NOT_FOUND, as if there were no outbox, whatever X-Forwarded-For says',
    async (address) => {
      for (const forwarded of [undefined, '127.0.0.1', '::1', '127.0.0.1, 10.0.0.1']) {
        const res = await outboxFrom(address, forwarded ? { 'x-forwarded-for': forwarded } : {});
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_THERE);
        expect(res.body).not.toContain('magicToken');
      }
    },
  );

  it('answers a refused client exactly as production, where the route does not exist', async () => {
    const production = await buildTestApp({ isProduction: true, env: 'production' });
    try {
      const there = await production.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      const refused = await outboxFrom('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' });
      expect(refused.statusCode).toBe(there.statusCode);
      expect(refused.json()).toEqual(there.json());
    } finally {
      await production.close();
    }
  });

  it('shows the messages to a real browser connection on loopback', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/dev/outbox`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Array<{ to: string }> };
    expect(items.some((m) => m.to === email)).toBe(true);
  });
});
