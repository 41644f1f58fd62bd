/** One run of a search highlight: plain text, or a matching word. */
export interface THighlightPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Undoes the server's escaping in one pass, so "&amp;lt;" becomes the text "&lt;", not "<". */
export const decodeEntities = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/**
 * Splits a highlight from the search API (text HTML-escaped, matches wrapped in `<mark>`) into
 * runs of text. Nothing in it is ever parsed as HTML: the runs are rendered as React text, so a
 * stray tag in the source can only ever show up as characters.
 */
export function parseHighlight(html: string): THighlightPart[] {
  const parts: THighlightPart[] = [];
  const markPattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const found of html.matchAll(markPattern)) {
    if (found.index > last) parts.push({ text: decodeEntities(html.slice(last, found.index)), match: false });
    parts.push({ text: decodeEntities(found[1] ?? ''), match: true });
    last = found.index + found[0].length;
  }
  if (last < html.length) parts.push({ text: decodeEntities(html.slice(last)), match: false });
  return parts.filter((p) => p.text.length > 0);
}

/** The highlight as plain text, matches unmarked. */
export const highlightText = (html: string) =>
  parseHighlight(html)
    .map((p) => p.text)
    .join('');
