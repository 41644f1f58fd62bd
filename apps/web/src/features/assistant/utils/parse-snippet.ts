export interface TSnippetPart {
  text: string;
  /** A word that matched the question. */
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** One pass, so "&amp;lt;" becomes the text "&lt;" and never a "<". */
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * A search snippet from the API (HTML-escaped text with `<mark>` around matching words) as plain
 * text parts, for rendering as React nodes. Nothing in it is ever treated as markup: the only
 * tags recognised are `<mark>` and `</mark>`, and everything else is text.
 */
export function parseSnippet(snippet: string): TSnippetPart[] {
  const parts: TSnippetPart[] = [];
  let marked = false;
  for (const chunk of snippet.split(/(<mark>|<\/mark>)/)) {
    if (chunk === '<mark>') marked = true;
    else if (chunk === '</mark>') marked = false;
    else if (chunk) parts.push({ text: decode(chunk), marked });
  }
  return parts;
}
