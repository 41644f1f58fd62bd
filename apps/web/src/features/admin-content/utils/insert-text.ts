/**
 * `value` with `text` in place of the selection `start`–`end` (the cursor when they are equal).
 * A block of its own (an image) gets blank lines around it unless the neighbours already have them.
 */
export function insertText(
  value: string,
  start: number,
  end: number,
  text: string,
  { block = false }: { block?: boolean } = {},
): { value: string; inserted: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  let prefix = '';
  let suffix = '';
  if (block) {
    if (before.length > 0 && !before.endsWith('\n\n')) prefix = before.endsWith('\n') ? '\n' : '\n\n';
    if (after.length > 0 && !after.startsWith('\n\n')) suffix = after.startsWith('\n') ? '\n' : '\n\n';
  }
  return { value: `${before}${prefix}${text}${suffix}${after}`, inserted: before.length + prefix.length };
}
