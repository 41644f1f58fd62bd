import { matchesPattern, normalisePath, PUBLIC_PAGE_PATTERNS, paths } from '@curo/core/routes';
import type { Executor } from '../../db/client';
import { livePostBySlug, publicSpecialtyBySlug, publishedFaqBySlug, sitemapEntries } from './seo.repository';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address. */
  path: string;
  type: 'website' | 'article';
  image: string | null;
}

/** The result for a content page: its head, or `null` when there is no such public page (404). */
export type PageLookup = { meta: PageMeta } | null;

const DESCRIPTION_LENGTH = 160;

/** Markdown to one plain line of at most 160 characters, cut at a word. */
export function plainSummary(markdown: string): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/** The last segment when `path` matches `pattern`; null otherwise (or when it is not decodable). */
function slugOf(pattern: string, path: string): string | null {
  if (!matchesPattern(pattern, path)) return null;
  try {
    return decodeURIComponent(path.split('/').at(-1) ?? '');
  } catch {
    return null;
  }
}

/**
 * The head of a blog post, FAQ entry or specialty page for a direct load, so crawlers without
 * JavaScript read the right title; `undefined` for any other path (the app's own head applies).
 */
export async function lookUpContentPage(db: Executor, pathname: string): Promise<PageLookup | undefined> {
  const path = normalisePath(pathname);
  // Fixed pages that share the patterns' shape.
  if (path === normalisePath(paths.blogSearch) || path === paths.faqResults) return undefined;
  const post = slugOf(paths.blogPost, path);
  if (post !== null) {
    const row = await livePostBySlug(db, post);
    return row
      ? {
          meta: {
            title: row.seoTitle ?? row.title,
            description: row.seoDescription ?? plainSummary(row.excerpt),
            path: `/blog/${post}`,
            type: 'article',
            image: row.heroImageUrl,
          },
        }
      : null;
  }
  const faq = slugOf(paths.faqEntry, path);
  if (faq !== null) {
    const row = await publishedFaqBySlug(db, faq);
    return row
      ? {
          meta: {
            title: row.question,
            description: plainSummary(row.answer),
            path: `/faq/${faq}`,
            type: 'article',
            image: null,
          },
        }
      : null;
  }
  const specialty = slugOf(paths.specialty, path);
  if (specialty !== null) {
    const row = await publicSpecialtyBySlug(db, specialty);
    return row
      ? {
          meta: {
            title: row.seoTitle ?? row.name,
            description: row.seoDescription ?? plainSummary(row.summary),
            path: `/specialty/${specialty}`,
            type: 'website',
            image: row.heroImageUrl,
          },
        }
      : null;
  }
  return undefined;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** `/sitemap.xml`: every public page, published post, FAQ entry and category, and public specialty. */
export async function buildSitemap(db: Executor, publicUrl: string): Promise<string> {
  const base = publicUrl.replace(/\/$/, '');
  const { posts, entries, categories, specialties } = await sitemapEntries(db);
  const urls: Array<{ path: string; lastmod?: Date }> = [
    ...PUBLIC_PAGE_PATTERNS.filter((p) => !p.includes(':')).map((path) => ({ path })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
    ...categories.map((c) => ({ path: `/faq/category/${c.slug}` })),
    ...entries.map((e) => ({ path: `/faq/${e.slug}`, lastmod: e.updatedAt })),
    ...specialties
      .filter((s) => s.slug !== 'adhd' && s.slug !== 'paediatrics')
      .map((s) => ({ path: `/specialty/${s.slug}`, lastmod: s.updatedAt })),
  ];
  const unique = [...new Map(urls.map((u) => [u.path, u])).values()];
  const body = unique
    .map(
      (u) =>
        `  <url><loc>${escapeXml(`${base}${u.path}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** `/robots.txt`: crawl the public site; keep out of accounts, admin, sign-in and the API. */
export function buildRobots(publicUrl: string): string {
  const disallowed = [
    '/account',
    '/admin',
    '/api/',
    '/dev/',
    '/login',
    '/signup',
    '/secure-portal',
    '/users/',
    '/request-password',
    '/t/',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
