import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildContactEnquiry } from '../../../test/factories';
import { registerAccessPolicy } from '../../platform/access-policy';

describe('operations endpoints', () => {
  let t: TestApp;
  let shuttingDown = false;
  beforeAll(async () => {
    t = await buildTestApp({}, {}, { isShuttingDown: () => shuttingDown });
  });
  afterAll(() => t.close());

  it('GET /api/v1/health answers 200', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/v1/ready answers 200 while the database answers, 503 once shutdown began', async () => {
    expect((await t.app.inject('/api/v1/ready')).statusCode).toBe(200);
    shuttingDown = true;
    const res = await t.app.inject('/api/v1/ready');
    shuttingDown = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('serves the OpenAPI document of every API route', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.routes.filter(
      (r) => r.url.startsWith('/api/v1/') && !r.url.startsWith('/api/v1/docs'),
    )) {
      if (route.url === '/api/v1/openapi.json') continue;
      // A WebSocket is not an HTTP operation; its protocol is written in docs/realtime.md.
      if (route.url === '/api/v1/realtime') continue;
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths, `${route.url} missing from OpenAPI`).toHaveProperty([openApiPath]);
    }
    expect(doc.paths['/api/v1/emails/sendFullContact'].post.requestBody).toBeDefined();
  });

  it('serves browsable docs at /api/v1/docs', async () => {
    const res = await t.app.inject('/api/v1/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers API requests with no-store and a request id', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-12345678' } });
    expect(echoed.headers['x-request-id']).toBe('lb-12345678');
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { statusCode: 404, code: 'NOT_FOUND', message: 'Route GET /api/v1/nothing-here not found' },
    });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    // Without GOOGLE_CLIENT_ID nothing from Google may run or be framed.
    expect(res.headers['content-security-policy']).toContain('frame-src blob:;');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('access policy', () => {
  it('every API route declares who may call it', async () => {
    const t = await buildTestApp();
    try {
      const api = t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/v1/docs'));
      expect(api.length).toBeGreaterThan(4);
      expect(api.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('refuses an API route that declares no policy', async () => {
    const app = Fastify();
    registerAccessPolicy(app);
    expect(() => app.get('/api/v1/unguarded', async () => 'open')).toThrow(/declares no access policy/);
    expect(() =>
      app.get('/api/v1/guarded', { config: { access: 'public' } }, async () => 'ok'),
    ).not.toThrow();
    await app.close();
  });
});

describe('logs', () => {
  it('write one line per answered request, and a successful probe only at debug', async () => {
    const stream = new PassThrough();
    const lines: Array<Record<string, unknown>> = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      ),
    );
    const t = await buildTestApp({ logLevel: 'info' }, {}, { logStream: stream });
    try {
      await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'probe-12345678' } });
      await t.app.inject({ url: '/api/v1/nothing-here', headers: { 'x-request-id': 'miss-12345678' } });
      expect(lines.filter((l) => l.reqId === 'probe-12345678')).toEqual([]);
      const miss = lines.filter((l) => l.reqId === 'miss-12345678');
      expect(miss).toHaveLength(1);
      expect(miss[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/v1/nothing-here' },
        res: { statusCode: 404 },
      });
      expect(typeof miss[0]?.responseTime).toBe('number');
    } finally {
      await t.close();
    }
  });

  it('write a probe that fails at info', async () => {
    const stream = new PassThrough();
    const lines: Array<Record<string, unknown>> = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      ),
    );
    const t = await buildTestApp({ logLevel: 'info' }, {}, { logStream: stream, isShuttingDown: () => true });
    try {
      await t.app.inject({ url: '/api/v1/ready', headers: { 'x-request-id': 'ready-12345678' } });
      expect(lines.filter((l) => l.reqId === 'ready-12345678' && l.msg === 'request completed')).toEqual([
        expect.objectContaining({ level: 30, res: { statusCode: 503 } }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('write JSON lines with the request id and never the body, a bearer token or a query token', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const t = await buildTestApp({ logLevel: 'info' }, {}, { logStream: stream });
    try {
      const enquiry = buildContactEnquiry({ message: 'secret-body-text' });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/emails/sendFullContact?accessToken=query-secret-1&access_token=query-secret-2',
        payload: enquiry,
        headers: { authorization: 'Bearer header-secret-3', 'x-request-id': 'req-abcdef12' },
      });
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      const parsed = lines.map((l) => JSON.parse(l));
      expect(parsed.some((l) => l.reqId === 'req-abcdef12')).toBe(true);
      for (const secret of [
        'secret-body-text',
        'query-secret-1',
        'query-secret-2',
        'header-secret-3',
        enquiry.email,
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
