import { createHash } from 'node:crypto';
import type { TRole } from '@curo/core/auth';
import { isErrorCode } from '@curo/core/errors';
import fc from 'fast-check';
import { type Account, makeAccount, makeDoctor, makePatient, tokenFor } from '../accounts';
import { bearer } from '../auth-helpers';
import type { TestApp } from '../build-test-app';
import { bookFirstFreeSlot, makeClinic } from '../people';
import { HOSTILE_STRINGS, hostileLike, hostileValue, type JsonSchema, shaped } from './schema-arbitraries';

/**
 * An OpenAPI-driven fuzzer (decision 0061): every operation of the app's own OpenAPI document,
 * called as every role with requests fast-check makes from the operation's schemas, shaped and
 * hostile. An answer fails when it is a 5xx the operation does not declare, or an error that is
 * not the `{ error: { statusCode, code, message } }` envelope with the answer's status.
 */

export type FuzzRole = TRole | 'anonymous' | 'specialist';

export const FUZZ_ROLES: readonly FuzzRole[] = [
  'anonymous',
  'patient',
  'doctor',
  'specialist',
  'nurse',
  'companyAdmin',
  'admin',
  'instantDoctor',
];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The statuses the operation declares (a declared 503 is a deliberate "not set up here"). */
  statuses: Set<string>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
}

/** The operations of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        statuses: new Set(Object.keys(op.responses ?? {})),
      });
    }
  }
  return out;
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** One request, as `app.inject` takes it, before the caller's credentials are added. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was made hostile, for the report. */
  variant: string;
}

/** The ids the fuzzer knows of (people, a company, a consult), so some requests reach real rows. */
export type KnownIds = () => string[];

const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%',
  '%zz',
  '%c0%af',
  '%00',
  '%0a',
  '%ff',
  ';',
  "'",
  '"',
  '*',
  '~',
  '-',
  '_',
  '@',
  '$',
  '!',
  '(',
  '%20',
  '+',
  'a'.repeat(101),
  '1'.repeat(40),
];

/** A path segment: a valid-shaped value, a known id, or something odd (raw or URL-encoded). */
function pathSegment(
  schema: JsonSchema | undefined,
  known: KnownIds,
  hostile: boolean,
): fc.Arbitrary<string> {
  const encoded = (v: unknown) => encode(typeof v === 'string' ? v : JSON.stringify(v));
  const fair = fc.oneof(
    { weight: 2, arbitrary: shaped(schema).map(encoded) },
    {
      weight: schema?.format === 'uuid' ? 3 : 0,
      arbitrary: fc.nat().map((n) => {
        const ids = known();
        return ids[n % ids.length] ?? '00000000-0000-0000-0000-000000000000';
      }),
    },
  );
  if (!hostile) return fair;
  return fc.oneof(
    fc.constantFrom(...ODD_SEGMENTS),
    fc.constantFrom(...HOSTILE_STRINGS).map((s) => encode(s.slice(0, 500)) || '%20'),
    hostileValue.map((v) => encode(String(JSON.stringify(v) ?? 'undefined').slice(0, 300))),
  );
}

/** encodeURIComponent, which throws on a lone surrogate: that one goes as the bytes a sloppy client sends. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** A query value as a string (arrays as repeated keys are written by `queryString`). */
const asQuery = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
    : typeof v === 'string'
      ? v
      : JSON.stringify(v);

function queryString(entries: Array<[string, unknown]>): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    const v = asQuery(value);
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encode(key)}=${encode(one)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const RAW_BODIES = [
  '{',
  '{"a":',
  '}',
  '[',
  'null',
  '[]',
  '""',
  '"text"',
  '0',
  '-1',
  '1e999',
  'NaN',
  'undefined',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '\ufeff{}',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  `{"x":${'9'.repeat(400)}}`,
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json, text/plain',
];

type Variant = 'shaped' | 'body' | 'path' | 'query' | 'raw-body' | 'content-type' | 'token';

/** Requests for `op`: mostly valid-shaped with one part made hostile, some wholly shaped. */
export function requestsFor(op: Operation, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const variants: Variant[] = ['shaped', 'shaped', 'token'];
  if (op.body) variants.push('body', 'body', 'body', 'raw-body', 'content-type');
  if (pathParams.length) variants.push('path', 'path');
  if (queryParams.length) variants.push('query', 'query');
  return fc.constantFrom(...variants).chain((variant) => {
    return fc
      .record({
        path: fc.tuple(...pathParams.map((p) => pathSegment(p.schema, known, variant === 'path'))),
        query: fc.tuple(
          ...queryParams.map((p) =>
            fc.oneof(
              { weight: p.required ? 0 : 1, arbitrary: fc.constant(undefined) },
              { weight: 3, arbitrary: shaped(p.schema) },
              {
                weight: variant === 'query' ? 4 : 0,
                arbitrary: fc.oneof(
                  hostileValue,
                  fc.constantFrom(...HOSTILE_STRINGS),
                  fc.array(fc.string(), { minLength: 2, maxLength: 3 }),
                ),
              },
            ),
          ),
        ),
        headers: fc.tuple(
          ...headerParams.map((p) => fc.option(shaped(p.schema).map(String), { nil: undefined })),
        ),
        body: variant === 'body' ? hostileLike(op.body) : shaped(op.body),
        raw: fc.constantFrom(...RAW_BODIES),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        extraQuery: fc.option(
          fc.constantFrom('__proto__=1', 'include=everything', 'page=-1', 'limit=100000'),
          { freq: 8 },
        ),
      })
      .map(({ path, query, headers, body, raw, contentType, extraQuery }) => {
        let i = 0;
        const url = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? 'x');
        let qs = queryString(queryParams.map((p, k) => [p.name, query[k]]));
        if (extraQuery) qs = qs ? `${qs}&${extraQuery}` : `?${extraQuery}`;
        const request: FuzzRequest = { method: op.method, url: `${url}${qs}`, headers: {}, variant };
        headerParams.forEach((p, k) => {
          const v = headers[k];
          if (v !== undefined) request.headers[p.name] = v.replace(/[^\x20-\x7e]/g, '');
        });
        if (op.body) {
          if (variant === 'raw-body') {
            request.payload = raw;
            request.headers['content-type'] = 'application/json';
          } else if (variant === 'content-type') {
            request.payload = JSON.stringify(body ?? {});
            request.headers['content-type'] = contentType;
          } else if (body !== undefined) {
            request.payload = JSON.stringify(body);
            request.headers['content-type'] = 'application/json';
          }
        }
        return request;
      });
  });
}

/** Someone the fuzzer calls as. */
interface Member {
  account: Account | null;
  remake: () => Promise<Account>;
}

/** One account of every role, a company and a consult between the patient and the doctor. */
export class Cast {
  private constructor(
    private readonly t: TestApp,
    readonly members: Map<FuzzRole, Member>,
    private readonly extraIds: string[],
  ) {}

  static async make(t: TestApp): Promise<Cast> {
    const clinic = await makeClinic(t);
    const specialist = await makeDoctor(t, {
      firstName: 'Kiri',
      lastName: 'Hale',
      specialties: ['Dermatology'],
    });
    const consult = await bookFirstFreeSlot(t, clinic.patient.token, clinic.doctor.id);
    const members = new Map<FuzzRole, Member>();
    members.set('anonymous', { account: null, remake: async () => Promise.reject(new Error('nobody')) });
    const companyId = clinic.company.id;
    const remakes: Record<Exclude<FuzzRole, 'anonymous'>, () => Promise<Account>> = {
      patient: () => makePatient(t, { companyId }),
      doctor: () => makeDoctor(t),
      specialist: () => makeDoctor(t, { specialties: ['Dermatology'] }),
      nurse: () => makeAccount(t, 'nurse'),
      companyAdmin: () => makeAccount(t, 'companyAdmin', { companyId }),
      admin: () => makeAccount(t, 'admin'),
      instantDoctor: () => makeDoctor(t, { role: 'instantDoctor' }),
    };
    for (const [role, remake] of Object.entries(remakes) as Array<
      [Exclude<FuzzRole, 'anonymous'>, () => Promise<Account>]
    >) {
      const account = role === 'specialist' ? specialist : clinic.byRole[role];
      members.set(role, { account, remake });
    }
    return new Cast(t, members, [companyId, consult.id as string]);
  }

  /** Every id the fuzzer knows of. */
  ids = (): string[] => [
    ...[...this.members.values()].flatMap((m) => (m.account ? [m.account.id] : [])),
    ...this.extraIds,
  ];

  headersFor(role: FuzzRole): Record<string, string> {
    const token = this.members.get(role)?.account?.token;
    return token ? bearer(token) : {};
  }

  /**
   * When `role` was refused as signed out: if the fuzz ended their session (signed out, blocked,
   * deleted, password changed), they sign in again or are made afresh, so later requests still
   * run as them. Answers whether anything was repaired.
   */
  async repair(role: FuzzRole): Promise<boolean> {
    const member = this.members.get(role);
    if (!member?.account) return false;
    const check = await this.t.app.inject({
      url: '/api/v1/users/me/sessions',
      headers: bearer(member.account.token),
      remoteAddress: '127.0.0.2',
    });
    if (check.statusCode === 200) return false;
    try {
      member.account = { ...member.account, token: await tokenFor(this.t, member.account.email) };
    } catch {
      member.account = await member.remake();
    }
    return true;
  }
}

export interface Finding {
  operation: string;
  role: FuzzRole;
  status: number;
  problem: string;
  request: FuzzRequest;
  body: string;
  /** `FUZZ_SEED` and `FUZZ_ONLY` that make this request again (with the same runs per operation). */
  replay: string;
}

export interface FuzzResult {
  operations: number;
  roles: number;
  requests: number;
  byStatusClass: Record<string, number>;
  serverErrors: number;
  declared503: number;
  rateLimited: number;
  findings: Finding[];
  repairs: number;
  ms: number;
}

/** A seed per operation and role from the run's seed, so one pair can be replayed alone. */
export function seedFor(baseSeed: number, op: Operation, role: FuzzRole): number {
  return createHash('sha256')
    .update(`${baseSeed} ${operationName(op)} ${role}`)
    .digest()
    .readInt32LE(0);
}

/** What is wrong with an answer, or null. */
export function problemWith(
  op: Operation,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status >= 500) {
    if (status === 503 && op.statuses.has('503')) return null;
    return `answered ${status}`;
  }
  if (status < 400) return null;
  if (!contentType?.includes('application/json')) return `a ${status} that is not JSON (${contentType})`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${status} whose body does not parse`;
  }
  const error = (parsed as { error?: { statusCode?: unknown; code?: unknown; message?: unknown } })?.error;
  if (!error || typeof error !== 'object') return `a ${status} without the error envelope`;
  if (error.statusCode !== status) return `a ${status} whose envelope says ${String(error.statusCode)}`;
  if (!isErrorCode(error.code)) return `a ${status} with an uncatalogued code ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message.length === 0) return `a ${status} without a message`;
  return null;
}

export interface FuzzOptions {
  seed: number;
  /** Requests per operation and role. */
  runs: number;
  /** Only operations whose "METHOD /path" contains this. */
  only?: string;
  roles?: readonly FuzzRole[];
  /** Called after each operation (progress). */
  onOperation?: (op: Operation, done: number, total: number) => void;
  /** Called when an operation ended someone's session and they were signed in again or remade. */
  onRepair?: (op: Operation, role: FuzzRole) => void;
}

const TIMEOUT_MS = 15_000;

/** Fuzzes every operation of the app's OpenAPI document as every role. */
export async function fuzz(t: TestApp, cast: Cast, options: FuzzOptions): Promise<FuzzResult> {
  const started = Date.now();
  const doc = (await t.app.inject('/api/v1/openapi.json')).json() as OpenApiDocument;
  const ops = operationsOf(doc).filter((op) => !options.only || operationName(op).includes(options.only));
  const roles = options.roles ?? FUZZ_ROLES;
  const result: FuzzResult = {
    operations: ops.length,
    roles: roles.length,
    requests: 0,
    byStatusClass: {},
    serverErrors: 0,
    declared503: 0,
    rateLimited: 0,
    findings: [],
    repairs: 0,
    ms: 0,
  };
  let address = 0;
  for (const [index, op] of ops.entries()) {
    for (const role of roles) {
      const seed = seedFor(options.seed, op, role);
      const requests = fc.sample(requestsFor(op, cast.ids), { seed, numRuns: options.runs });
      for (const request of requests) {
        address++;
        const headers = { ...request.headers };
        if (request.variant === 'token') headers.authorization = `Bearer ${hostileToken(address)}`;
        else Object.assign(headers, cast.headersFor(role));
        let res = await send(t, request, headers, address);
        if (res?.statusCode === 401 && request.variant !== 'token' && (await cast.repair(role))) {
          // The fuzz ended this person's session earlier (signed out, blocked, deleted): again, as them anew.
          result.repairs++;
          options.onRepair?.(op, role);
          res = await send(t, request, { ...request.headers, ...cast.headersFor(role) }, address);
        }
        result.requests++;
        const status = res?.statusCode ?? 0;
        const cls = res ? `${Math.floor(status / 100)}xx` : 'no answer';
        result.byStatusClass[cls] = (result.byStatusClass[cls] ?? 0) + 1;
        if (status === 429) result.rateLimited++;
        if (status >= 500) {
          if (status === 503 && op.statuses.has('503')) result.declared503++;
          else result.serverErrors++;
        }
        const problem = res
          ? problemWith(op, status, res.headers['content-type'] as string | undefined, res.body)
          : `no answer in ${TIMEOUT_MS / 1000} s`;
        if (problem) {
          result.findings.push({
            operation: operationName(op),
            role,
            status,
            problem,
            request: { ...request, payload: request.payload?.slice(0, 500) },
            body: res?.body.slice(0, 300) ?? '',
            replay: `FUZZ_SEED=${options.seed} FUZZ_ONLY='${operationName(op)}'`,
          });
        }
      }
    }
    options.onOperation?.(op, index + 1, ops.length);
  }
  result.ms = Date.now() - started;
  return result;
}

async function send(t: TestApp, request: FuzzRequest, headers: Record<string, string>, address: number) {
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
      // A fresh address per request: per-address rate limits do not hide the routes behind them.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  return res;
}

/** A bearer token that is not one: garbage, a truncated or forged JWT, an empty one. */
function hostileToken(n: number): string {
  const forged = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"x","role":"admin"}').toString('base64url')}.`;
  const tokens = ['', 'null', 'x', forged, 'a.b.c', 'é', '%00', 'a'.repeat(5_000)];
  return tokens[n % tokens.length] ?? '';
}

/** The findings, one line each, grouped by operation and problem, for a failing test's message. */
export function describeFindings(findings: Finding[], limit = 40): string {
  const seen = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.operation} ${f.problem}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()]
    .slice(0, limit)
    .map(
      (f) =>
        `${f.operation} as ${f.role}: ${f.problem} (${f.request.variant})\n  ${f.request.method} ${f.request.url.slice(0, 200)}` +
        `${f.request.payload ? `\n  body: ${f.request.payload.slice(0, 200)}` : ''}\n  answer: ${f.body.slice(0, 200)}\n  replay: ${f.replay}`,
    )
    .join('\n');
}
