/**
 * Text from outside may not carry control characters (docs/decisions/0023-control-characters.md).
 * PostgreSQL refuses NUL in text outright, and the rest are invisible, break CSV and email headers,
 * and can drive a terminal that shows a log. Tab, line feed and carriage return are ordinary
 * whitespace that multi-line fields need, so they stay.
 *
 * Refused: C0 controls (U+0000–U+001F) other than \t, \n and \r; DEL (U+007F); C1 controls
 * (U+0080–U+009F), which no keyboard types and which only appear in text decoded with the wrong
 * character set.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, to show a field name safely.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Whether `value` holds a character the rule above refuses. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The message for a field (`firstName`, `items[0].name`) that breaks the rule. */
export const controlCharactersMessage = (field: string) =>
  // A path into a hostile body can be as long as the body; its start says enough.
  `${field.length > 100 ? `${field.slice(0, 100)}…` : field} must not contain control characters`;

/** Objects whose own fields may hold text: not binary data (an upload's Buffer). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof ArrayBuffer);

/**
 * The path of the first string in `value` (a string, or JSON-like arrays and objects, keys
 * included) that holds a control character, such as `patientProfile.suburb` or `items[2]`; `''`
 * when `value` itself is that string; null when there is none. Binary data (the Buffer of an
 * upload) is not text and is not looked into. It walks with its own stack, so no nesting depth
 * overflows the call stack.
 */
export function findControlCharacters(value: unknown): string | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return path;
    } else if (Array.isArray(item)) {
      // Pushed last to first, so the first is looked at first.
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${path}[${i}]`]);
    } else if (isRecord(item)) {
      const fields = Object.entries(item).map(([key, child]): [unknown, string] => [
        child,
        path ? `${path}.${key}` : key,
      ]);
      // A field's name is text too (a record's keys are stored); it is shown with `?` in place.
      const badName = fields.find(([, at]) => hasControlCharacters(at));
      if (badName) return badName[1].replace(CONTROL_CHARACTERS, '?');
      for (let i = fields.length - 1; i >= 0; i--) pending.push(fields[i] as [unknown, string]);
    }
  }
  return null;
}
