interface PageMetaProps {
  /** Page title without the brand; " | Curo" is appended. */
  title: string;
  description: string;
  /**
   * The page's own path (with a query string only when it selects different content, such as
   * `?page=2`). Gives the canonical link and `og:url`; left out, neither is rendered.
   */
  path?: string;
  /** `article` for a post or an FAQ entry. */
  type?: 'website' | 'article';
  /** An image for link previews: a path on this site or an https address. */
  image?: string | null;
  /** Keeps the page out of search results (search result pages, not-found answers). */
  noIndex?: boolean;
}

let serverOrigin = '';
/**
 * The site's public origin: set on the server, which has no `window.location`, and in the browser
 * on a page the server rendered, so links made after hydration match the server's.
 */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin.replace(/\/$/, '');
};

/** `path` as an absolute address on this site; an absolute `http(s)` address stays as it is. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = serverOrigin || window.location.origin;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Sets the document title, description, canonical link and the Open Graph and Twitter tags that
 * link previews read. React 19 hoists these elements into <head> and removes them with the page.
 * A page the server rendered arrives with these tags, which React takes over as it hydrates;
 * on any other direct load the server adds the same tags (marked `data-seo`) for crawlers without
 * JavaScript, and `main.tsx` drops those before the app renders its own.
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  image,
  noIndex = false,
}: PageMetaProps) {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{`${title} | Curo`}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Curo" />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
