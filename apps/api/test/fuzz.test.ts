import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { Cast, describeFindings, FUZZ_ROLES, type FuzzResult, fuzz, problemWith } from './fuzz/fuzzer';

/**
 * Every operation of the OpenAPI document, as every role, with requests made by fast-check from
 * the operation's schemas, shaped and hostile (decision 0061): no 5xx, and every error in the
 * envelope. A fixed seed keeps CI repeatable; `FUZZ_SEED=<n>` tries others, `FUZZ_RUNS=<n>` more
 * requests per operation and role, `FUZZ_ONLY='POST /api/v1/…'` one operation (a finding prints
 * the line that replays it). The bigger run is `npm run fuzz -w @curo/bench`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 61);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);

describe('OpenAPI fuzz', () => {
  let t: TestApp;
  let result: FuzzResult;

  beforeAll(async () => {
    // Sign-ins of the cast, made again when the fuzz signs them out, are not what is measured.
    t = await buildTestApp({ rateLimitLogin: 100_000 });
    const cast = await Cast.make(t);
    result = await fuzz(t, cast, { seed: SEED, runs: RUNS, only: process.env.FUZZ_ONLY });
  }, 300_000);
  afterAll(() => t?.close());

  it('calls every operation as every role', () => {
    expect(result.operations).toBeGreaterThan(process.env.FUZZ_ONLY ? 0 : 300);
    expect(result.roles).toBe(FUZZ_ROLES.length);
    expect(result.requests).toBe(result.operations * result.roles * RUNS);
  });

  it('answers no 5xx and every error in the envelope', () => {
    const message = `seed ${SEED}, ${RUNS} run(s) per operation and role:\n${describeFindings(result.findings)}`;
    expect(result.findings.length, message).toBe(0);
  });

  it('is not hidden behind rate limits or sign-outs', () => {
    // A fresh client address per request keeps per-address limits from answering everything.
    expect(result.rateLimited).toBeLessThan(result.requests / 100);
    // Most requests are refused (hostile on purpose); enough are accepted to reach the handlers.
    expect(result.byStatusClass['2xx'] ?? 0).toBeGreaterThan(result.requests / 20);
  });
});

describe('what the fuzz counts as a failure', () => {
  it('reports the 500s of a server whose database has gone, with the line that replays them', async () => {
    const broken = await buildTestApp({ rateLimitLogin: 100_000 });
    const cast = await Cast.make(broken);
    await broken.database.close();
    const only = 'GET /api/v1/users/me/sessions';
    const found = await fuzz(broken, cast, { seed: 7, runs: 4, only, roles: ['patient'] });
    await broken.app.close();
    expect(found.serverErrors).toBeGreaterThan(0);
    expect(found.findings[0]).toMatchObject({ operation: only, role: 'patient', problem: 'answered 500' });
    expect(found.findings[0]?.replay).toBe(`FUZZ_SEED=7 FUZZ_ONLY='${only}'`);
  }, 120_000);

  const op = { method: 'GET', path: '/x', parameters: [], statuses: new Set(['200', '404', '503']) };
  const json = 'application/json; charset=utf-8';
  const envelope = (status: number, code: string) =>
    JSON.stringify({ error: { statusCode: status, code, message: 'Something' } });

  it('any 500, and a 503 the operation does not declare', () => {
    expect(problemWith(op, 500, json, envelope(500, 'INTERNAL_ERROR'))).toBe('answered 500');
    expect(problemWith(op, 503, json, envelope(503, 'SERVICE_UNAVAILABLE'))).toBeNull();
    expect(problemWith({ ...op, statuses: new Set(['200']) }, 503, json, '')).toBe('answered 503');
  });

  it('an error outside the envelope, or whose status disagrees', () => {
    expect(problemWith(op, 404, json, envelope(404, 'NOT_FOUND'))).toBeNull();
    expect(problemWith(op, 400, 'text/plain', 'Bad Request')).toMatch(/not JSON/);
    expect(problemWith(op, 400, json, '{"message":"bad"}')).toMatch(/without the error envelope/);
    expect(problemWith(op, 400, json, envelope(422, 'VALIDATION_ERROR'))).toMatch(/says 422/);
    expect(problemWith(op, 400, json, envelope(400, 'NOT_A_CODE'))).toMatch(/uncatalogued/);
  });
});
