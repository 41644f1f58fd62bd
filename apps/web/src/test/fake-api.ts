import {
  type TSession,
  type TTokenResponse,
  type TUser,
  ZSession,
  ZTokenResponse,
  ZUser,
} from '@curo/core/auth';
import { ERRORS, ErrorCode, type TErrorCode } from '@curo/core/errors';
import { vi } from 'vitest';
import { fixture } from './fixture';

/** A request the app made, as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** The `Idempotency-Key` a money-moving request carried (absent on others). */
  idempotencyKey?: string;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The catalogue's general code for a status, for a fake that does not name one. */
const GENERAL: Partial<Record<number, TErrorCode>> = {
  400: ErrorCode.VALIDATION_ERROR,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
  500: ErrorCode.INTERNAL_ERROR,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/**
 * The API's error envelope. The code is a catalogued one and must answer `status` as the API
 * does (a fake that disagrees with the catalogue fails at once); without a code, the general one.
 */
export function apiError(status: number, message: string, code: TErrorCode | undefined = GENERAL[status]) {
  if (!code) throw new Error(`apiError(${status}): name the catalogued code the API answers`);
  if (ERRORS[code].status !== status)
    throw new Error(`apiError: ${code} answers ${ERRORS[code].status}, not ${status}`);
  return json(status, { error: { statusCode: status, code, message } });
}

/**
 * Stubs `fetch`, the network boundary, with handlers keyed `"METHOD /path"`. Unknown requests
 * get a 404, so a test notices a call it did not expect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const headers = new Headers(init.headers);
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      method,
      path,
      body: raw ? JSON.parse(raw) : undefined,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(request) : apiError(404, 'Not found', ErrorCode.NOT_FOUND);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** What the page sent, leaving out the sign-in page's look-up of the providers on offer. */
    sent: () => requests.filter((r) => r.path !== '/api/v1/auth/providers'),
  };
}

export const buildUser = (overrides: Partial<TUser> = {}): TUser =>
  fixture(
    { ZUser },
    {
      id: '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f',
      email: 'mia@example.com.au',
      role: 'patient',
      firstName: 'Mia',
      lastName: 'Nguyen',
      phone: '0412 345 678',
      companyId: null,
      emailVerified: true,
      ...overrides,
    },
  );

export const buildTokens = (user: TUser | undefined = buildUser()): TTokenResponse =>
  fixture(
    { ZTokenResponse },
    {
      access: { token: 'access-1' },
      refresh: { token: 'refresh-1' },
      accessToken: 'access-1',
      user,
    },
  );

let sessionNumber = 0;
export const buildSession = (overrides: Partial<TSession> = {}): TSession => {
  sessionNumber += 1;
  return fixture(
    { ZSession },
    {
      id: `00000000-0000-4000-8000-${String(sessionNumber).padStart(12, '0')}`,
      createdAt: '2026-11-01T03:30:00.000Z',
      lastUsedAt: '2026-11-21T03:30:00.000Z',
      expiresAt: '2026-12-21T03:30:00.000Z',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      ip: '203.0.113.10',
      current: false,
      ...overrides,
    },
  );
};

/** A response the test sends when it chooses, to look at the page while a request is in flight. */
export function deferredResponse() {
  let send: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    send = resolve;
  });
  return { promise, send };
}
