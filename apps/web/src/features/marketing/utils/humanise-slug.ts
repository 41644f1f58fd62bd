/**
 * "sleep-medicine" → "Sleep medicine". Used to name pages whose content has not been published,
 * so the heading still reflects what the visitor asked for. Long slugs are cut so a hostile or
 * mistyped URL cannot produce an absurd heading.
 */
export function humaniseSlug(slug: string | undefined, maxLength = 60): string {
  const words = (slug ?? '')
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return '';
  const clipped = words.length > maxLength ? `${words.slice(0, maxLength).trimEnd()}…` : words;
  return `${clipped.charAt(0).toUpperCase()}${clipped.slice(1)}`;
}
