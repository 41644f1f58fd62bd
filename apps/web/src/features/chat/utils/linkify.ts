/** A run of a message's text, from offset `start`: plain text, or a web address to show as a link. */
export type TTextPart =
  | { kind: 'text'; start: number; text: string }
  | { kind: 'link'; start: number; text: string; href: string };

/** Only http and https addresses become links: never `javascript:`, `data:` or a bare domain. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * An address as typed in a sentence, without the punctuation that ends the sentence around it:
 * "see https://example.com/a." links `https://example.com/a`, and a closing bracket stays only
 * when the address opened one (a Wikipedia link keeps its "(disambiguation)").
 */
function trimTrailing(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? '';
    const opener = CLOSERS[last];
    if ('.,;:!?\'"*'.includes(last) && last !== '') address = address.slice(0, -1);
    else if (opener && count(address, opener) < count(address, last)) address = address.slice(0, -1);
    else return address;
  }
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text split into text and links. It is rendered as React text nodes and anchors,
 * never as HTML, so markup someone typed shows as they typed it.
 */
export function linkify(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > from) parts.push({ kind: 'text', start: from, text: text.slice(from, match.index) });
    parts.push({ kind: 'link', start: match.index, text: address, href });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', start: from, text: text.slice(from) });
  return parts;
}
