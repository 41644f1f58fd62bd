import { useLayoutEffect } from 'react';

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

/** One tag of a page's head: `<title>`, a `<meta>` or a `<link>`, as attribute pairs. */
type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attributes: Record<string, string> };

function headTags({
  title,
  description,
  path,
  type = 'website',
  image,
  noIndex = false,
}: PageMetaProps): HeadTag[] {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: (HeadTag | false)[] = [
    { tag: 'title', text: `${title} | Curo` },
    meta('name', 'description', description),
    noIndex && meta('name', 'robots', 'noindex'),
    url !== undefined && { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    url !== undefined && meta('property', 'og:url', url),
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', 'Curo'),
    imageUrl !== undefined && meta('property', 'og:image', imageUrl),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
  ];
  return tags.filter((tag): tag is HeadTag => tag !== false);
}

/** The selector of the head element a tag replaces: the same title, meta name/property or link rel. */
function sameTagSelector(tag: HeadTag): string {
  if (tag.tag === 'title') return 'title';
  const { name, property, rel } = tag.attributes;
  if (rel) return `link[rel="${rel}"]`;
  return name ? `meta[name="${name}"]` : `meta[property="${property}"]`;
}

/** Every head element a page's tags may stand in for, so a page without (say) a canonical link leaves none behind. */
const MANAGED_HEAD =
  'title, meta[name="description"], meta[name="robots"], meta[name="twitter:card"], link[rel="canonical"], meta[property^="og:"]';

/**
 * Puts a page's tags into `<head>` in the browser, in place of the ones there (the server's, or the
 * last page's), and takes them out with the page.
 */
function useHeadTags(tags: HeadTag[]) {
  const key = JSON.stringify(tags);
  useLayoutEffect(() => {
    const wanted: HeadTag[] = JSON.parse(key);
    for (const element of document.head.querySelectorAll(MANAGED_HEAD)) element.remove();
    const added = wanted.map((tag) => {
      const element = document.createElement(tag.tag);
      if (tag.tag === 'title') element.textContent = tag.text;
      else for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      document.head.append(element);
      return element;
    });
    return () => {
      for (const element of added) element.remove();
    };
  }, [key]);
}

const inBrowser = typeof document !== 'undefined';

/**
 * Sets the document title, description, canonical link and the Open Graph and Twitter tags that
 * link previews read. On the server the tags are rendered (React hoists them into `<head>`); in the
 * browser the page puts them into `<head>` itself and removes them with the page, so the head is
 * right whichever runtime renders the app (decision 0045: Preact's React layer in the browser).
 * On a direct load that the server did not render it adds the same tags (marked `data-seo`) for
 * crawlers without JavaScript; `main.tsx` drops those before the app renders its own.
 */
export function PageMeta(props: PageMetaProps) {
  const tags = headTags(props);
  if (inBrowser) return <BrowserHead tags={tags} />;
  return (
    <>
      {tags.map((tag) =>
        tag.tag === 'title' ? (
          <title key="title">{tag.text}</title>
        ) : tag.tag === 'link' ? (
          <link key={sameTagSelector(tag)} {...tag.attributes} />
        ) : (
          <meta key={sameTagSelector(tag)} {...tag.attributes} />
        ),
      )}
    </>
  );
}

function BrowserHead({ tags }: { tags: HeadTag[] }) {
  useHeadTags(tags);
  return null;
}
