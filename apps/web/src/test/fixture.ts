import type { z } from 'zod';

/**
 * `value` checked against the core schema of the response it stands for, so test data cannot hold
 * a shape, a value or a field the server never sends (the API answers through these schemas, which
 * drop unknown fields). Pass the schema as `{ ZUser }` so a refusal names it.
 *
 * Answers `value` itself, not zod's parsed copy: the test gets exactly what it wrote.
 */
export function fixture<T>(named: Record<string, z.ZodType<T>>, value: NoInfer<T>): T {
  const entries = Object.entries(named);
  const [name, schema] = entries[0] ?? [];
  if (entries.length !== 1 || !name || !schema) throw new Error('fixture: pass one schema, as { ZName }');
  const result = schema.safeParse(value);
  const problems = result.success
    ? unsentFields(value, result.data, []).map((path) => `${path}: not a field of ${name}`)
    : result.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  if (problems.length > 0) throw new Error(`The fixture breaks ${name}:\n  ${problems.join('\n  ')}`);
  return value;
}

const pathText = (path: ReadonlyArray<PropertyKey>) =>
  path.length === 0 ? '(the whole value)' : path.map(String).join('.');

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths `written` holds that parsing dropped. An undefined field is left out: JSON never sends it. */
function unsentFields(written: unknown, parsed: unknown, path: PropertyKey[]): string[] {
  if (Array.isArray(written) && Array.isArray(parsed))
    return written.flatMap((item, i) => unsentFields(item, parsed[i], [...path, i]));
  if (!isPlainObject(written) || !isPlainObject(parsed)) return [];
  return Object.entries(written).flatMap(([key, item]) => {
    if (item === undefined) return [];
    if (!(key in parsed)) return [pathText([...path, key])];
    return unsentFields(item, parsed[key], [...path, key]);
  });
}

/**
 * `value` with only the fields `schema` holds: a list row cut from a richer record (a consult with
 * its details, a user with their profile), as the server's serialiser cuts it.
 */
export function onlyFieldsOf<T extends object>(schema: z.ZodObject, value: T): T {
  const fields = new Set(Object.keys(schema.shape));
  return Object.fromEntries(Object.entries(value).filter(([key]) => fields.has(key))) as T;
}
