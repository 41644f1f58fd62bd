import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (decision 0061): values of
 * the shape a schema describes, and hostile values that a careless client or an attacker sends.
 * The shapes are close to valid, not always valid (a pattern or a format is honoured where cheap):
 * the point is to reach the handlers, not to pass every check.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Strings nobody should send but somebody will. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'true',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202egnp.exe',
  '\u200b\u200d\ufeff',
  'Zoë Ñandú 李小龙 🩺👩🏽‍⚕️',
  '\ud800',
  '𝕳𝖊𝖑𝖑𝖔',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-02d3-a456-426614174000',
  'g23e4567-e89b-42d3-a456-426614174000',
  '2024-02-30',
  '2024-13-01T25:61:61Z',
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:00.001Z',
  '-000001-01-01T00:00:00Z',
  '1970-01-01',
  'Australia/Atlantis',
  'x'.repeat(300),
  'é'.repeat(5_000),
];

/** Numbers at the edges: negative, zero, fractional, beyond 32 and 53 bits. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -0.000001,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any hostile JSON value: odd strings, odd numbers, wrong types, deep or wide structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      { $gt: '' },
      JSON.parse('{"__proto__":{"admin":true}}'),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'a'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 400 }).map((depth) => {
      let v: unknown = 'deep';
      for (let i = 0; i < depth; i++) v = [v];
      return v;
    }),
  },
  { weight: 1, arbitrary: fc.array(fc.constant('x'), { minLength: 1_000, maxLength: 5_000 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const MAX_DEPTH = 6;
const SAFE_MIN = -1_000_000_000;
const SAFE_MAX = 1_000_000_000;

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

function withNull(s: JsonSchema, arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return s.nullable || typesOf(s).includes('null') ? fc.option(arb, { nil: null, freq: 6 }) : arb;
}

function merged(all: JsonSchema[]): JsonSchema {
  const out: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of all) {
    if (part.properties) Object.assign(out.properties ?? {}, part.properties);
    if (part.required) out.required?.push(...part.required);
    if (!part.properties && part.type !== 'object') return part;
  }
  return out;
}

function stringArb(s: JsonSchema): fc.Arbitrary<unknown> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 60));
  switch (s.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => (v.length > max ? v.slice(0, max) : v));
    } catch {
      // A pattern fast-check cannot invert: any string, which the server may refuse.
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  let min = typeof s.minimum === 'number' ? s.minimum : Number.MIN_SAFE_INTEGER;
  let max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  if (max < min) max = min;
  // The schema's own bounds are where storage overflows hide (a safe integer in a 32-bit column).
  const edges = integer ? [Math.ceil(min), Math.floor(max)] : [min, max];
  const lo = Math.max(min, SAFE_MIN);
  const hi = Math.max(lo, Math.min(max, SAFE_MAX));
  const inside = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

/** A value of the shape `schema` describes. */
export function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return withNull(schema, fc.constantFrom(...schema.enum));
  if (schema.allOf?.length) return shaped(merged(schema.allOf), depth);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return withNull(schema, fc.oneof(...alternatives.map((a) => shaped(a, depth + 1))));
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      arb = stringArb(schema);
      break;
    case 'integer':
      arb = numberArb(schema, true);
      break;
    case 'number':
      arb = numberArb(schema, false);
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'array': {
      const minLength = schema.minItems ?? 0;
      arb = fc.array(shaped(schema.items, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 4)),
      });
      break;
    }
    case 'object': {
      const props = schema.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) {
        arb = fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 });
        break;
      }
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) model[key] = shaped(props[key], depth + 1);
      arb = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) });
      break;
    }
    default:
      arb = fc.jsonValue({ maxDepth: 2 });
  }
  return withNull(schema, arb);
}

type Path = Array<string | number>;

/** Every place in a JSON value: the root, then each key and item, depth first. */
function placesIn(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => void placesIn(v, [...at, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) placesIn(v, [...at, k], out);
  return out;
}

export type Mutation = 'replace' | 'remove' | 'extra';

/** `value` with one place changed: replaced by `hostile`, removed, or given an extra field. */
export function mutate(value: unknown, pick: number, how: Mutation, hostile: unknown): unknown {
  const copy = value === undefined ? undefined : structuredClone(value);
  const places = placesIn(copy);
  const place = places[pick % places.length] ?? [];
  if (place.length === 0) {
    if (how === 'extra' && copy !== null && typeof copy === 'object' && !Array.isArray(copy))
      return { ...copy, unexpectedField: hostile };
    return how === 'remove' ? undefined : hostile;
  }
  const parentPath = place.slice(0, -1);
  const key = place[place.length - 1] as string | number;
  let parent = copy as Record<string | number, unknown>;
  for (const step of parentPath) parent = parent[step] as Record<string | number, unknown>;
  if (how === 'replace') parent[key] = hostile;
  else if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else {
    const target = parent[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      (target as Record<string, unknown>).unexpectedField = hostile;
    else parent[key] = hostile;
  }
  return copy;
}

/** A value like `schema`'s with one place made hostile. */
export function hostileLike(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(shaped(schema), fc.nat(), fc.constantFrom<Mutation>('replace', 'remove', 'extra'), hostileValue)
    .map(([value, pick, how, hostile]) => mutate(value, pick, how, hostile));
}
