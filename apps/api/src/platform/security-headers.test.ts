import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('security headers and early refusals', () => {
  let t: TestApp;
  let base: string;
  let port: number;

  beforeAll(async () => {
    // Behind a proxy, as in production, so X-Forwarded-Proto says whether the visitor used HTTPS.
    t = await buildTestApp({ trustProxy: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => t?.close());

  it('sends the security headers with the auth guard’s 401, and says the same about framing twice', async () => {
    const res = await fetch(`${base}/api/v1/users/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('sends the whole set on every kind of answer: an API route, a page, an unknown path', async () => {
    for (const path of ['/api/v1/health', '/', '/api/v1/nothing-here']) {
      const res = await fetch(`${base}${path}`);
      const headers = Object.fromEntries(res.headers);
      expect(headers, path).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self';"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
        'permissions-policy': expect.stringContaining('camera=(self)'),
      });
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['content-security-policy'], path).not.toContain('upgrade-insecure-requests');
      expect(headers['cross-origin-embedder-policy'], path).toBeUndefined();
    }
  });

  it('lets the page connect only to its own host, WebSockets included', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1];
    expect(connect).toBe("'self'");
  });

  it('sends HSTS over HTTPS only', async () => {
    expect((await fetch(`${base}/api/v1/health`)).headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${base}/api/v1/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers a path parameter over the length limit with 414 in the error envelope', async () => {
    const res = await fetch(`${base}/api/v1/users/${'x'.repeat(600)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({
      error: { statusCode: 414, code: 'URI_TOO_LONG', message: 'The address is too long' },
    });
  });

  it('answers headers over the size limit with 431 in the error envelope, and closes', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
    });
  });

  it('answers bytes that are not HTTP with 400 in the error envelope', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.code).toBe('BAD_REQUEST');
  });
});
