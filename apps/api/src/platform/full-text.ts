/** Sentinels ts_headline wraps matches in; the text is escaped afterwards and they become `<mark>`. */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';
export const HEADLINE_MARKERS = `StartSel=${MARK_START}, StopSel=${MARK_END}`;

/**
 * A prefix query from the words someone typed ("medical certif" → "medical:* & certif:*"), so
 * search works while they are still typing. Only letters and digits survive; null when none do.
 */
export function prefixQueryOf(input: string): string | null {
  const words = input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 2)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A ts_headline result as safe HTML: everything escaped, then the sentinels turned into `<mark>`.
 * Markdown punctuation is dropped so a snippet reads as plain text.
 */
export function headlineToHtml(headline: string): string {
  return headline
    .replace(/[*_#>`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(MARK_START, '<mark>')
    .replaceAll(MARK_END, '</mark>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Any of the words someone typed ("can I get a certificate for work" → "can | get | certificate |
 * work"), for questions in plain language: ranking then favours entries that match more of them.
 */
export function anyWordQueryOf(input: string): string | null {
  const words = input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3)
    .slice(0, 20);
  return words.length ? words.join(' | ') : null;
}
