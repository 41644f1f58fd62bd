import { STATUS_CODES } from 'node:http';
import { ERROR_CODES, ERRORS, ErrorCode, isErrorCode, type TErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/platform/access-policy';
import { AppError } from '../src/platform/errors';
import { bearer, signUpPatient } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';

interface OpenApiResponse {
  description?: string;
  content?: {
    'application/json'?: {
      schema?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } };
    };
  };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, OpenApiResponse>;
}
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The codes an operation's response of one status lists (none when it lists no enum). */
const codesUnder = (operation: OpenApiOperation | undefined, status: number) =>
  operation?.responses?.[status]?.content?.['application/json']?.schema?.properties?.error?.properties?.code
    ?.enum ?? [];

/** `/users/:id` as the OpenAPI document writes it: `/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Each registered route's access policy, keyed as the document names its operation (`GET /api/v1/…`). */
function accessByOperation(t: TestApp) {
  const access = new Map<string, AccessPolicy | undefined>();
  for (const route of t.routes) {
    for (const method of [route.method].flat())
      access.set(`${method} ${openApiPath(route.url)}`, route.access);
  }
  return access;
}

/**
 * The only operations under /api/v1 that list no error code, because none can be refused: each is
 * public and takes no parameters, query or body, so only an unexpected failure (500, never listed)
 * can go wrong. (A stray query parameter holding a control character is refused with 400 on any
 * route, as the control-character check runs before every route; a route that takes no input does
 * not list it.) The OpenAPI document itself is hidden from the document, so it is not here. The
 * test checks that each of these is public, takes nothing, and indeed lists no code.
 */
const ANSWERS_NO_ERROR = new Set([
  // Liveness: 200 for as long as the process runs (readiness, /ready, lists its 503).
  'GET /api/v1/health',
  // Which sign-in providers this server offers: a constant of its configuration.
  'GET /api/v1/auth/providers',
  // Which card form to show: a constant of its configuration, like the providers.
  'GET /api/v1/payments/config',
  // The public site's content, the same for everyone (cacheable; a 304 is not an error).
  'GET /api/v1/faqs',
  'GET /api/v1/faqs/categories',
  'GET /api/v1/faqs/most-asked',
  'GET /api/v1/blogPosts/categories',
  'GET /api/v1/blogPosts/tags',
  'GET /api/v1/blogPosts/authors',
  'GET /api/v1/specialties/public',
  'GET /api/v1/services/pricing',
  'GET /api/v1/services/kids-pricing',
  'GET /api/v1/services/homePageDetails',
  'GET /api/v1/services/latestFaqs',
  'GET /api/v1/services/googleReviews',
]);

/** Every `[path, method, status, codes]` the OpenAPI document lists for an error response. */
function documentedCodes(doc: OpenApi) {
  const found: { where: string; status: number; codes: string[] }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const codes =
          response.content?.['application/json']?.schema?.properties?.error?.properties?.code?.enum;
        if (codes)
          found.push({ where: `${method.toUpperCase()} ${path} ${status}`, status: Number(status), codes });
      }
    }
  }
  return found;
}

describe('the error catalogue', () => {
  it('gives every code one HTTP error status and a default message', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      expect(status >= 400 && status <= 599, `${code}: ${status} is not an error status`).toBe(true);
      expect(STATUS_CODES[status], `${code}: ${status} is not an HTTP status`).toBeDefined();
      expect(message.trim(), `${code} has no default message`).not.toBe('');
      // The key is what the wire carries; `ErrorCode` names it.
      expect(ErrorCode[code]).toBe(code);
    }
  });

  it('keeps the codes clients already read, on the wire as they were', () => {
    expect(ErrorCode.VALIDATION_ERROR).toBe('VALIDATION_ERROR');
    expect(ERRORS.SLOT_TAKEN.status).toBe(409);
    expect(ERRORS.INVITE_USED.status).toBe(410);
    expect(ERRORS.RATE_LIMITED.status).toBe(429);
    expect(isErrorCode('SLOT_TAKEN')).toBe(true);
    expect(isErrorCode('VALIDATION')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('builds an AppError from a code: the status from the catalogue, the default message unless given', () => {
    const taken = new AppError(ErrorCode.SLOT_TAKEN);
    expect(taken).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN', message: ERRORS.SLOT_TAKEN.message });
    expect(new AppError(ErrorCode.NOT_FOUND, 'Post not found')).toMatchObject({
      statusCode: 404,
      message: 'Post not found',
    });
    // The compiler refuses an uncatalogued code; a cast or plain JS is refused at run time.
    expect(() => new AppError('VALIDATION' as TErrorCode)).toThrow('not in the error catalogue');
  });
});

describe('the OpenAPI document and the catalogue', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject('/api/v1/openapi.json')).json();
  });
  afterAll(() => t.close());

  it('lists only catalogued codes, each under its own status', () => {
    const listed = documentedCodes(doc);
    expect(listed.length).toBeGreaterThan(0);
    for (const { where, status, codes } of listed) {
      for (const code of codes) {
        expect(isErrorCode(code), `${where}: ${code} is not in the catalogue`).toBe(true);
        expect(ERRORS[code as TErrorCode].status, `${where}: ${code}`).toBe(status);
      }
    }
  });

  it('tells a client of the booking routes which codes to expect', () => {
    const codesOf = (path: string, method: string, status: number) =>
      doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema?.properties?.error
        ?.properties?.code?.enum;
    expect(codesOf('/api/v1/appointments/bookSpecialtySlot', 'post', 409)).toEqual([
      ErrorCode.SLOT_TAKEN,
      ErrorCode.SLOT_UNAVAILABLE,
      ErrorCode.REFERRAL_NOT_BOOKABLE,
      ErrorCode.REFERRAL_EXPIRED,
    ]);
    expect(codesOf('/api/v1/appointments/confirmSpecialtySlot', 'post', 409)).toEqual([
      ErrorCode.HOLD_EXPIRED,
      ErrorCode.INVALID_STATE,
      ErrorCode.DISCOUNT_CODE_UNAVAILABLE,
      ErrorCode.BULK_BILLING_UNAVAILABLE,
      ErrorCode.IDEMPOTENCY_IN_PROGRESS,
    ]);
    expect(codesOf('/api/v1/appointments/confirmSpecialtySlot', 'post', 402)).toEqual([
      ErrorCode.PAYMENT_REQUIRED,
      ErrorCode.CARD_DECLINED,
    ]);
    expect(codesOf('/api/v1/appointments/{id}', 'get', 404)).toEqual([ErrorCode.NOT_FOUND]);
  });

  it('answers a refused booking with a code its route documents', async () => {
    const patient = await signUpPatient(t);
    for (const headers of [{}, bearer(patient.accessToken)]) {
      // Signed out: 401; signed in with an empty body: the schema's 400.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/appointments/bookSpecialtySlot',
        headers,
        payload: {},
      });
      const documented =
        doc.paths['/api/v1/appointments/bookSpecialtySlot']?.post?.responses?.[res.statusCode]?.content?.[
          'application/json'
        ]?.schema?.properties?.error?.properties?.code?.enum ?? [];
      expect([401, 400]).toContain(res.statusCode);
      expect(documented).toContain(res.json().error.code);
    }
  });

  it('lists, for every API operation, the codes it may answer: 401 unless public, 403 for a role, 400 for input', () => {
    const access = accessByOperation(t);
    const problems: string[] = [];
    const exempt = new Set<string>();
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const policy = access.get(where);
        if (policy === undefined) problems.push(`${where}: not a registered route with an access policy`);
        const statuses = Object.keys(operation.responses ?? {})
          .map(Number)
          .filter((status) => status >= 400);
        const takesParameters = (operation.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query');
        const takesInput = Boolean(operation.requestBody) || takesParameters;
        if (ANSWERS_NO_ERROR.has(where)) {
          // An exception only while it is one: public, without input, listing nothing.
          exempt.add(where);
          if (policy !== 'public' || takesInput || statuses.length > 0)
            problems.push(
              `${where}: listed as answering no error, but it is not public, takes input or lists one`,
            );
          continue;
        }
        checked += 1;
        if (!statuses.some((status) => codesUnder(operation, status).length > 0))
          problems.push(`${where}: lists no error code`);
        for (const status of statuses) {
          if (codesUnder(operation, status).length === 0)
            problems.push(`${where}: answers ${status} without naming its codes`);
        }
        if (policy !== 'public' && !codesUnder(operation, 401).includes(ErrorCode.UNAUTHORIZED))
          problems.push(`${where}: signed-in only, but does not list UNAUTHORIZED under 401`);
        if (Array.isArray(policy) && !codesUnder(operation, 403).includes(ErrorCode.FORBIDDEN))
          problems.push(`${where}: for some roles only, but does not list FORBIDDEN under 403`);
        if (operation.requestBody && !codesUnder(operation, 400).includes(ErrorCode.VALIDATION_ERROR))
          problems.push(`${where}: takes a body, but does not list VALIDATION_ERROR under 400`);
        if (takesParameters && !codesUnder(operation, 400).includes(ErrorCode.VALIDATION_ERROR))
          problems.push(`${where}: takes parameters, but does not list VALIDATION_ERROR under 400`);
      }
    }
    // Not vacuous: the document has the app's operations, and every exception is one of them.
    expect(checked).toBeGreaterThan(100);
    expect([...ANSWERS_NO_ERROR].filter((where) => !exempt.has(where))).toEqual([]);
    expect(doc.paths['/api/v1/openapi.json']).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('answers with documented codes: 401 to a signed-out caller, 400 to a control character', async () => {
    const policies = accessByOperation(t);
    const problems: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const signedIn = policies.get(where) !== 'public';
        const takesParameters = (operation.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query');
        if (!signedIn && !takesParameters) continue;
        // Signed out, any parameter will do: the guard answers before anything is read. Public, each
        // parameter (and a query parameter) holds a control character, refused before the route runs.
        const value = signedIn ? '00000000-0000-4000-8000-000000000000' : '%01';
        const url = `${path.replace(/\{[^}]+\}/g, value)}${signedIn ? '' : '?q=%01'}`;
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        tried += 1;
        const expected = signedIn ? ErrorCode.UNAUTHORIZED : ErrorCode.VALIDATION_ERROR;
        const code = res.json().error?.code;
        if (code !== expected) problems.push(`${where}: answered ${res.statusCode} ${code}, not ${expected}`);
        else if (!codesUnder(operation, res.statusCode).includes(code))
          problems.push(`${where}: answered ${res.statusCode} ${code}, which it does not list`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
