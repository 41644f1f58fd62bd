/**
 * Markdown as one plain line, for previews and page descriptions: link text stays, images,
 * emphasis marks, headings' hashes and list marks go (as in the API's search snippets). Cut at a
 * word to at most `max` characters.
 */
export function plainText(markdown: string, max = Number.POSITIVE_INFINITY): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-+*]|\d+[.)])\s+/gm, '')
    .replace(/[#>*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max / 2))).replace(/[,;:.]$/, '')}…`;
}
