import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@curo/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from './accounts';
import { bearer, signUpPatient } from './auth-helpers';
import { buildTestApp, type TestApp } from './build-test-app';
import { buildContactEnquiry } from './factories';

/** The smallest slice of an OpenAPI schema this file reads. */
interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const NUL = '\u0000';
const withNul = (value: string) => `${value.slice(0, 1)}${NUL}${value.slice(1)}` || `a${NUL}b`;

/** Values that pass common string rules, tried against a schema's pattern in this order. */
const CANDIDATES = ['a', 'abc', '09:00', '2030-01-07', '2000', '0412345678', 'example', 'a-b', 'A1'];

/** A string that passes the schema's own rules where that is easy, so the request reaches the route. */
function plausibleString(schema: Schema, name: string): string {
  if (/email/i.test(name) && !schema.format) return `nul.${randomUUID().slice(0, 8)}@example.com`;
  if (schema.enum?.length && typeof schema.enum[0] === 'string') return schema.enum[0];
  if (typeof schema.const === 'string') return schema.const;
  switch (schema.format) {
    case 'email':
      return `nul.${randomUUID().slice(0, 8)}@example.com`;
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return '2030-01-07T00:00:00.000Z';
    case 'date':
      return '2030-01-07';
    case 'time':
      return '09:00:00';
    case 'uri':
    case 'url':
      return 'https://example.com/a';
  }
  let value = 'a';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    value = CANDIDATES.find((c) => pattern.test(c)) ?? 'a';
  }
  const min = schema.minLength ?? 0;
  if (value.length < min) value = value.padEnd(min, 'a');
  return value;
}

const typeOf = (schema: Schema) =>
  (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ??
  (schema.properties ? 'object' : undefined);

/**
 * A plausible value for `schema`, and the paths (into that value) of every string it holds, where
 * a NUL byte can be placed.
 */
function sample(
  schema: Schema,
  path: Array<string | number> = [],
  strings: Array<Array<string | number>> = [],
): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => typeOf(b) !== 'null') ?? branches[0];
    return branch ? sample(branch, path, strings) : null;
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), path, strings);
  if (schema.const !== undefined && typeof schema.const !== 'string') return schema.const;
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = sample(property, [...path, key], strings);
      if (typeof schema.additionalProperties === 'object' && !schema.properties)
        value.a = sample(schema.additionalProperties, [...path, 'a'], strings);
      return value;
    }
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, (_, i) => sample(schema.items ?? {}, [...path, i], strings));
    }
    case 'integer':
    case 'number':
      return schema.enum?.[0] ?? Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      strings.push(path);
      return plausibleString(schema, String(path[path.length - 1] ?? ''));
  }
}

function setAt(target: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
  /** Where the NUL byte is, for the failure message. */
  where: string;
}

/**
 * One request per place a string can go (each path parameter, each query parameter, each string in
 * a JSON body), with a NUL byte in that place and plausible values everywhere else; plus one with
 * an undeclared query parameter, so every operation is probed at least once.
 */
function probesFor(route: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathValues = new Map<string, string>();
  const queryValues = new Map<string, string>();
  for (const p of parameters) {
    const value = p.schema ? sample(p.schema, [p.name]) : 'a';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (p.in === 'path') pathValues.set(p.name, text);
    if (p.in === 'query') queryValues.set(p.name, text);
  }
  const bodyStrings: Array<Array<string | number>> = [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema, [], bodyStrings) : undefined;

  const url = (path: Map<string, string>, query: Map<string, string>) => {
    const filled = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(path.get(name) ?? 'a'),
    );
    const search = new URLSearchParams([...query]).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const probes: Probe[] = [];
  for (const [name, value] of pathValues) {
    probes.push({
      method,
      url: url(new Map(pathValues).set(name, withNul(value)), queryValues),
      payload: body,
      where: `path parameter ${name}`,
    });
  }
  for (const [name, value] of queryValues) {
    probes.push({
      method,
      url: url(pathValues, new Map(queryValues).set(name, withNul(value))),
      payload: body,
      where: `query parameter ${name}`,
    });
  }
  for (const path of bodyStrings) {
    const original = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      body,
    );
    probes.push({
      method,
      url: url(pathValues, queryValues),
      payload: path.length === 0 ? withNul(String(original)) : setAt(body, path, withNul(String(original))),
      where: `body ${path.join('.') || '(the body itself)'}`,
    });
  }
  probes.push({
    method,
    url: url(pathValues, new Map(queryValues).set('unexpected', `a${NUL}b`)),
    payload: body,
    where: 'an undeclared query parameter',
  });
  return probes;
}

describe('control characters in requests', () => {
  let t: TestApp;
  let adminToken = '';

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitLogin: 100_000, rateLimitContact: 100_000 });
    adminToken = (await makeAccount(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload?: unknown, token?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? bearer(token) : {},
    });

  const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        statusCode: 400,
        code: ErrorCode.VALIDATION_ERROR,
        message: `${field} must not contain control characters`,
      },
    });
  };

  it('refuses a NUL byte in a sign-up, a sign-in and a password reset, without signing in', async () => {
    const email = `nul.${randomUUID().slice(0, 8)}@example.com`;
    const signUp = { email, password: 'correct horse battery staple', firstName: 'Ada', lastName: 'Nul' };
    expectRefused(
      await send('POST', '/api/v1/users/createPatient', { ...signUp, firstName: `A${NUL}da` }),
      'firstName',
    );
    expectRefused(
      await send('POST', '/api/v1/users/createPatient', {
        ...signUp,
        password: `pass${NUL}word-long-enough`,
      }),
      'password',
    );
    expectRefused(
      await send('POST', '/api/v1/users/login', { email: `a${NUL}@example.com`, password: 'whatever' }),
      'email',
    );
    expectRefused(
      await send('POST', '/api/v1/auth/requestPasswordReset', { email: `a${NUL}@example.com` }),
      'email',
    );
  });

  it('refuses a NUL byte in a change to a user and in a new family member', async () => {
    const patient = await signUpPatient(t);
    const id = patient.user?.id ?? '';
    expectRefused(
      await send('PUT', `/api/v1/users/${id}`, { firstName: `A${NUL}da` }, patient.accessToken),
      'firstName',
    );
    expectRefused(
      await send(
        'POST',
        '/api/v1/familyMembers',
        { firstName: `A${NUL}da`, lastName: 'Nul', dateOfBirth: '2015-03-01', relationship: 'child' },
        patient.accessToken,
      ),
      'firstName',
    );
  });

  it('refuses a NUL byte in a path parameter and in a search', async () => {
    expectRefused(await send('GET', '/api/v1/blogPosts/slug/%00'), 'slug');
    expectRefused(await send('GET', '/api/v1/faqs/search?q=%00'), 'q');
  });

  it('refuses a NUL byte in the text of a multipart form, and takes files whatever bytes they hold', async () => {
    const patient = await signUpPatient(t);
    // A PDF is binary: NUL bytes in a file are its business, not text's.
    const pdf = Buffer.from(
      '%PDF-1.4\n%\u0000\u0001\u00ff\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
      'latin1',
    );
    const offline = (description: string) => {
      const boundary = `----curo${randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="results.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/appointments/createOfflineAppointment',
        headers: {
          ...bearer(patient.accessToken),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const description = 'A rash on my forearm for two weeks,\nitchy at night, not spreading.';
    expectRefused(await offline(`${description}${NUL}`), 'description');
    const created = await offline(description);
    expect(created.statusCode).toBe(201);
    expect(created.json().documents).toHaveLength(1);
  });

  it('refuses other control characters and keeps tabs and line breaks in text', async () => {
    for (const control of ['\u0001', '\u001b', '\u007f', '\u0085', '\u009b']) {
      expectRefused(await send('GET', `/api/v1/faqs/search?q=${encodeURIComponent(`flu${control}`)}`), 'q');
    }
    const search = await send('GET', `/api/v1/faqs/search?q=${encodeURIComponent('flu\tshot')}`);
    expect(search.statusCode).toBe(200);
    const enquiry = await send(
      'POST',
      '/api/v1/emails/sendFullContact',
      buildContactEnquiry({ message: 'Line one\r\nLine two\n\tindented' }),
    );
    expect(enquiry.statusCode).toBeLessThan(300);
  });

  it('refuses a NUL byte in any string of any operation, never with a 5xx, signed in as an admin or not', async () => {
    const spec = (await send('GET', '/api/v1/openapi.json')).json() as OpenApi;
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        for (const probe of probesFor(route, method.toUpperCase(), operation)) {
          for (const token of [undefined, adminToken]) {
            requests++;
            const res = await send(probe.method, probe.url, probe.payload, token);
            // A 2xx would mean the NUL byte got through: the check refuses it before any route runs.
            if (res.statusCode >= 500 || res.statusCode < 300) {
              failures.push(
                `${probe.method} ${route} (${probe.where}, ${token ? 'admin' : 'anonymous'}): ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(requests).toBeGreaterThan(operations * 2);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
