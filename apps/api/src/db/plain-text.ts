import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Markdown to plain text, as PostgreSQL regular expressions applied in order: what a search
 * snippet (`ts_headline`) is cut from, so it never shows `**`, `#`, `[text](url)` or backticks.
 * Like the web's `plainText`, plus numbered lists and code fences; `>` only as a quote's mark.
 */
const MARKDOWN_TO_TEXT: ReadonlyArray<readonly [pattern: string, replacement: string, flags: string]> = [
  ['```[^\\n]*', ' ', 'g'],
  ['!\\[[^\\]]*\\]\\([^)]*\\)', ' ', 'g'],
  ['\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'],
  ['<(https?://[^>\\s]+)>', '\\1', 'g'],
  ['^[ \\t]*>+[ \\t]?', '', 'gn'],
  ['^[ \\t]*([-+*]|[0-9]+[.)])[ \\t]+', '', 'gn'],
  // Not `<` or `>` mid-line: ts_headline drops HTML tags itself, and "a < b" is text.
  ['[#*_`~|]', '', 'g'],
  ['\\s+', ' ', 'g'],
];

/** A SQL expression: `column`'s Markdown as one plain line. */
export function plainTextSql(column: AnyPgColumn | SQL): SQL {
  return MARKDOWN_TO_TEXT.reduce<SQL>(
    (text, [pattern, replacement, flags]) =>
      sql`regexp_replace(${text}, ${pattern}::text, ${replacement}::text, ${flags}::text)`,
    sql`${column}`,
  );
}
