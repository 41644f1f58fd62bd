import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@curo/core/errors';
import {
  companyBookingPath,
  companyCodeCandidate,
  isAppPage,
  matchesPattern,
  paths,
  redirectTarget,
} from '@curo/core/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiRoute } from './access-policy';
import { envelope } from './errors';

export interface SpaOptions {
  /** The built web app (apps/web/dist), or null to answer with a minimal page (API-only tests). */
  distDir: string | null;
  isProduction: boolean;
  /** Whether a company with this slug exists (for `/{code}`). */
  companyExists: (slug: string) => Promise<boolean>;
  /**
   * The head of a content page (blog post, FAQ entry, specialty) for a direct load: its meta, null
   * when no such public page exists (404), undefined for any other path.
   */
  contentPage?: (pathname: string) => Promise<{ meta: HeadMeta } | null | undefined>;
  /** The site's address, for canonical and Open Graph URLs. */
  publicUrl?: string;
}

export interface HeadMeta {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'article';
  image: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * index.html with a page's own title, description, canonical URL and Open Graph tags, so a
 * crawler that runs no JavaScript reads them. The added tags carry `data-seo`; the app removes them
 * when it starts and renders its own.
 */
export function withHead(html: string, meta: HeadMeta, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const url = `${base}${meta.path}`;
  const title = escapeHtml(`${meta.title} | Curo`);
  const description = escapeHtml(meta.description);
  const image = meta.image ? (meta.image.startsWith('http') ? meta.image : `${base}${meta.image}`) : null;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" data-seo>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" data-seo>`,
    `<meta property="og:description" content="${description}" data-seo>`,
    `<meta property="og:url" content="${escapeHtml(url)}" data-seo>`,
    `<meta property="og:type" content="${meta.type}" data-seo>`,
    '<meta property="og:site_name" content="Curo" data-seo>',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" data-seo>` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" data-seo>`,
  ]
    .filter(Boolean)
    .join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"(\s+data-seo)?\s*\/?>/,
      `<meta name="description" content="${description}" data-seo />`,
    )
    .replace('</head>', `${tags}</head>`);
}

const FALLBACK_HTML =
  '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Curo</title></head>' +
  '<body><div id="root">The web app is not built. Run npm start.</div></body></html>';

/**
 * Serves the React app: hashed assets with a long cache, and index.html for page routes, with the
 * status a crawler or a link checker should see — 200 for pages, 301 for redirects, 404 for
 * everything else (which the app renders as the not-found page).
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const indexPath = options.distDir ? path.join(options.distDir, 'index.html') : null;
  const html = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : FALLBACK_HTML;

  if (options.distDir && fs.existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  const sendPage = (reply: FastifyReply, status: number, body = html) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  // The static plugin would answer the root (a directory) with 403.
  app.get('/', async (_request, reply) => sendPage(reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { pathname, search } = url;
    if (isApiRoute(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(envelope(ErrorCode.NOT_FOUND, `Route ${request.method} ${pathname} not found`));
    }
    const target = redirectTarget(pathname);
    if (target) return reply.redirect(`${target}${search}`, 301);
    if (isAppPage(pathname)) {
      const content = options.contentPage ? await options.contentPage(pathname) : undefined;
      if (content === null) return sendPage(reply, 404);
      if (content && options.publicUrl)
        return sendPage(reply, 200, withHead(html, content.meta, options.publicUrl));
      return sendPage(reply, 200);
    }
    if (matchesPattern(paths.devOutbox, pathname)) return sendPage(reply, options.isProduction ? 404 : 200);
    const code = companyCodeCandidate(pathname);
    if (code && (await options.companyExists(code))) return reply.redirect(companyBookingPath(code), 301);
    return sendPage(reply, 404);
  });
}
