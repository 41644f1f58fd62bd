import http from 'node:http';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { DEFAULT_PRICES } from '@curo/core/price-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { bearer } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { savePriceList } from '../../test/content';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The front door only stands in front of a real socket: requests go over HTTP, not inject. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The headers of an answer that are the same for every request (not its id or its date). */
const shared = ({ headers }: Answer) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
};

const withStandard = (amountCents: number) =>
  DEFAULT_PRICES.map((p) => (p.id === 'standard' ? { ...p, amountCents } : p));

describe('the public cache’s front door (decision 0071)', () => {
  let t: TestApp;
  let port = 0;
  let admin = '';
  let draining = false;
  const lines: Array<Record<string, unknown>> = [];
  let n = 0;
  /** A fresh request id, to find the request's log line by. */
  const nextId = () => `front-door-${++n}`;
  const lineOf = (id: string) => lines.find((l) => l.reqId === id && l.msg === 'request completed');

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    });
    t = await buildTestApp(
      { logLevel: 'debug', trustProxy: true },
      {},
      { logStream: stream, isShuttingDown: () => draining },
    );
    admin = (await makeAccount(t, 'admin')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers a repeat anonymous read from memory, before the framework, exactly as the framework did', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(7100));
    const firstId = nextId();
    const first = await get(port, '/api/v1/services/pricing', {
      'x-request-id': firstId,
      'x-forwarded-for': '203.0.113.7',
    });
    const againId = nextId();
    const again = await get(port, '/api/v1/services/pricing', {
      'x-request-id': againId,
      'x-forwarded-for': '203.0.113.8',
    });

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(shared(again)).toEqual(shared(first));
    // The server Fastify would have made: its keep-alive time, its security headers.
    expect(again.headers['keep-alive']).toBe('timeout=72');
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.headers['x-request-id']).toBe(againId);

    // The framework logs its answer at info; the front door at debug, with the same fields.
    expect(lineOf(firstId)).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/v1/services/pricing', ip: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(lineOf(againId)).toMatchObject({
      level: 20,
      req: { id: againId, method: 'GET', url: '/api/v1/services/pricing', ip: '203.0.113.8' },
      res: { statusCode: 200 },
    });
    expect(typeof lineOf(againId)?.responseTime).toBe('number');
  });

  it('answers a revalidation 304 and each encoding once the framework has made it', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(7200));
    const plain = await get(port, '/api/v1/services/pricing');
    const id304 = nextId();
    const notModified = await get(port, '/api/v1/services/pricing', {
      'if-none-match': plain.headers.etag as string,
      'x-request-id': id304,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(plain.headers.etag);
    expect(lineOf(id304)).toMatchObject({ level: 20, res: { statusCode: 304 } });

    const firstBr = nextId();
    const made = await get(port, '/api/v1/services/pricing', {
      'accept-encoding': 'br',
      'x-request-id': firstBr,
    });
    const secondBr = nextId();
    const kept = await get(port, '/api/v1/services/pricing', {
      'accept-encoding': 'br',
      'x-request-id': secondBr,
    });
    expect(lineOf(firstBr)?.level).toBe(30);
    expect(lineOf(secondBr)?.level).toBe(20);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(shared(kept)).toEqual(shared(made));
    expect(zlib.brotliDecompressSync(kept.body).equals(plain.body)).toBe(true);
  });

  it('leaves a signed-in caller, a query string and a HEAD to the framework', async () => {
    await get(port, '/api/v1/services/pricing');
    const patient = (await makeAccount(t, 'patient')).token;
    for (const [path, headers, method] of [
      ['/api/v1/services/pricing', bearer(patient), 'GET'],
      ['/api/v1/services/pricing?utm_source=newsletter', {}, 'GET'],
      ['/api/v1/services/pricing', {}, 'HEAD'],
    ] as const) {
      const id = nextId();
      const answer = await new Promise<number>((resolve, reject) =>
        http
          .request(
            { host: '127.0.0.1', port, method, path, headers: { ...headers, 'x-request-id': id } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          )
          .on('error', reject)
          .end(),
      );
      expect(answer).toBe(200);
      expect(lineOf(id)?.level, `${method} ${path}`).toBe(30);
    }
  });

  it('forgets an answer the moment an admin changes it: the next read is the framework’s, with the change', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(7300));
    await get(port, '/api/v1/services/pricing');
    const before = await get(port, '/api/v1/services/pricing');
    await savePriceList(t, admin, 'pricing', withStandard(7400));
    const id = nextId();
    const after = await get(port, '/api/v1/services/pricing', { 'x-request-id': id });
    const standard = (a: Answer) =>
      (JSON.parse(a.body.toString()) as { items: Array<{ id: string; amountCents: number }> }).items.find(
        (p) => p.id === 'standard',
      )?.amountCents;
    expect(standard(before)).toBe(7300);
    expect(standard(after)).toBe(7400);
    expect(lineOf(id)?.level).toBe(30);
  });

  it('keeps the headers of HTTPS and plain requests apart (HSTS only over HTTPS)', async () => {
    await savePriceList(t, admin, 'pricing', withStandard(7500));
    const levels: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const [secureId, plainId] = [nextId(), nextId()];
      const secure = await get(port, '/api/v1/services/pricing', {
        'x-forwarded-proto': 'https',
        'x-request-id': secureId,
      });
      const plain = await get(port, '/api/v1/services/pricing', { 'x-request-id': plainId });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      levels.push(lineOf(secureId)?.level, lineOf(plainId)?.level);
    }
    // Each kind first from the framework, then from the front door.
    expect(levels).toEqual([30, 30, 20, 20]);
  });

  it('counts its answers in /metrics under the route’s pattern', async () => {
    const count = async () => {
      const text = (await get(port, '/metrics')).body.toString();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count{') &&
            l.includes('route="/api/v1/services/homePageDetails"') &&
            l.includes('status_code="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    await get(port, '/api/v1/services/homePageDetails');
    const before = await count();
    const id = nextId();
    await get(port, '/api/v1/services/homePageDetails', { 'x-request-id': id });
    expect(lineOf(id)?.level).toBe(20);
    expect(await count()).toBe(before + 1);
  });

  it('stands aside while the server drains: the framework answers, closing the connection', async () => {
    await get(port, '/api/v1/services/pricing');
    draining = true;
    try {
      const id = nextId();
      const answer = await get(port, '/api/v1/services/pricing', { 'x-request-id': id });
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(lineOf(id)?.level).toBe(30);
    } finally {
      draining = false;
    }
  });
});
