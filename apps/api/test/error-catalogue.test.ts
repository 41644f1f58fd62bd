import { STATUS_CODES } from 'node:http';
import { ERROR_CODES, ERRORS, ErrorCode, isErrorCode, type TErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>> };

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
    ]);
    expect(codesOf('/api/v1/appointments/confirmSpecialtySlot', 'post', 409)).toEqual([
      ErrorCode.HOLD_EXPIRED,
      ErrorCode.INVALID_STATE,
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
});
