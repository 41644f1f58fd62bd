import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRoute } from './access-policy';
import { envelope } from './errors';
import { matches, weakEtag } from './http-cache';
import { compress, negotiateEncoding } from './http-encoding';

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
  /**
   * How long a rendered public page is reused for the same address (30 s; 0 renders every
   * request). Content edits drop every kept page at once through `onContentChange`.
   */
  renderedPageTtlMs?: number;
  /** Registers a listener called whenever public content changes (an admin's write). */
  onContentChange?: (listener: () => void) => void;
  /**
   * The API paths whose answers change only with content writes: a rendered page is kept only when
   * every answer it was rendered from is under one of them (a page showing doctors or free times
   * is rendered for every request).
   */
  contentApiPrefixes?: readonly string[];
  /**
   * The web app's server renderer (apps/web/dist-server/entry-server.js, beside distDir),
   * unless SERVER_RENDER=off; public pages are then sent with their content (decision 0045).
   */
  serverEntry?: string | null;
}

/** What apps/web/src/server/entry-server.tsx exports. */
interface ServerRenderer {
  render(
    url: string,
    options: { origin: string; fetchApi: (path: string, init?: RequestInit) => Promise<Response> },
  ): Promise<{ html: string; state: unknown } | null>;
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The server renderer, when the web app's server build exists. */
async function loadRenderer(entry: string | null | undefined): Promise<ServerRenderer | null> {
  if (!entry || !fs.existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** JSON inside an HTML `<script>`: no `</script>` or `<!--` can end or change it. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  const renderer = await loadRenderer(options.serverEntry ?? null);
  const origin = (options.publicUrl ?? 'http://localhost').replace(/\/$/, '');

  if (options.distDir && fs.existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      // file.br and file.gz were written at build (vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      // Source maps stay on the server; index.html is only ever sent as a page (below).
      allowedPath: (pathname) => !pathname.endsWith('.map') && pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=300');
      },
    });
  }

  const contentPrefixes = options.contentApiPrefixes ?? [];
  /**
   * A public page with its content, or the app's shell when it has none or rendering fails; `keep`
   * says whether it may be reused (every answer it was made from is content).
   */
  const pageHtml = async (
    request: FastifyRequest,
    head: (h: string) => string = (h) => h,
  ): Promise<{ body: string; keep: boolean }> => {
    const shell = head(html);
    if (!renderer) return { body: shell, keep: false };
    let keep = true;
    try {
      const page = await renderer.render(request.url, {
        origin,
        // The page's queries, answered in-process as a visitor without a session.
        fetchApi: async (url, init) => {
          if (!contentPrefixes.some((prefix) => url.startsWith(prefix))) keep = false;
          const res = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url,
            headers: { accept: 'application/json' },
            ...(typeof init?.body === 'string' && { payload: init.body }),
          });
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          const empty = res.statusCode === 204 || res.statusCode === 304;
          return new Response(empty ? null : new Uint8Array(res.rawPayload), {
            status: res.statusCode,
            headers,
          });
        },
      });
      if (!page) return { body: shell, keep: false };
      // React puts the page's <title>, <meta> and <link> tags first; they belong in <head>, in
      // place of the shell's and of any `withHead` tags. Unmarked, as React takes them over when it
      // hydrates and changes them as the visitor moves on.
      const tags = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)+/.exec(page.html)?.[0] ?? '';
      const withTags = tags
        ? html
            .replace(/<title>[^<]*<\/title>/, '')
            .replace(/<meta name="description" [^>]*>/, '')
            .replace('</head>', `${tags}</head>`)
        : shell;
      const body = withTags.replace(
        '<div id="root"></div>',
        `<div id="root">${page.html.slice(tags.length)}</div><script type="application/json" id="curo-ssr">${jsonForHtml(page.state)}</script>`,
      );
      return { body, keep };
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server rendering failed; sent the app shell');
      return { body: shell, keep: false };
    }
  };

  /** A page's body with its ETag, and its compressed forms once asked for. */
  interface PreparedPage {
    body: string;
    etag: string;
    encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  }
  const prepare = (body: string): PreparedPage => ({
    body,
    etag: weakEtag(body),
    encoded: {},
  });
  const shellPage = prepare(html);

  // Rendered pages, kept a short while per address (query included): a render costs far more than
  // sending it, and every visitor without a session sees the same page. Concurrent misses share
  // one render. Bounded, so made-up query strings cannot grow it without end.
  const ttl = options.renderedPageTtlMs ?? 30_000;
  const MAX_KEPT_PAGES = 500;
  const kept = new Map<string, { page: Promise<PreparedPage>; at: number }>();
  options.onContentChange?.(() => kept.clear());
  /** The kept page for this address while it is fresh (its 404 check can then be skipped). */
  const keptPage = (request: FastifyRequest) => {
    const hit = kept.get(request.url);
    return hit && Date.now() - hit.at < ttl ? hit.page : undefined;
  };
  const renderedPage = (request: FastifyRequest, head?: (h: string) => string): Promise<PreparedPage> => {
    if (!renderer) return Promise.resolve(head ? prepare(head(html)) : shellPage);
    const fresh = keptPage(request);
    if (fresh) return fresh;
    const rendering = pageHtml(request, head);
    const page = rendering.then(({ body }) => prepare(body));
    if (ttl > 0) {
      if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value as string);
      const entry = { page, at: Date.now() };
      kept.set(request.url, entry);
      // Not content alone (doctors, free times) or not rendered: not for the next visitor.
      void rendering.then(({ keep }) => {
        if (!keep && kept.get(request.url) === entry) kept.delete(request.url);
      });
    }
    return page;
  };
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: PreparedPage = shellPage,
  ) => {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // Revalidated on every use: a new build or an edited post shows at once.
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (status === 200 && matches(request.headers['if-none-match'], page.etag))
      return reply.status(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(page.body);
    page.encoded[encoding] ??= await compress(page.body, encoding, 'fast');
    return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  };

  // The static plugin would answer the root (a directory) with 403.
  app.get('/', async (request, reply) => sendPage(request, reply, 200, await renderedPage(request)));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { pathname, search } = url;
    if (isApiRoute(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(envelope(ErrorCode.NOT_FOUND, `Route ${request.method} ${pathname} not found`));
    }
    // A source map, or a hashed asset of another build: no page.
    if (pathname.endsWith('.map') || pathname.startsWith('/assets/')) {
      return reply
        .status(404)
        .send(envelope(ErrorCode.NOT_FOUND, `Route ${request.method} ${pathname} not found`));
    }
    const target = redirectTarget(pathname);
    if (target) return reply.redirect(`${target}${search}`, 301);
    if (isAppPage(pathname)) {
      const fresh = keptPage(request);
      if (fresh) return sendPage(request, reply, 200, await fresh);
      const content = options.contentPage ? await options.contentPage(pathname) : undefined;
      if (content === null) return sendPage(request, reply, 404);
      const { publicUrl } = options;
      const head = content && publicUrl ? (h: string) => withHead(h, content.meta, publicUrl) : undefined;
      return sendPage(request, reply, 200, await renderedPage(request, head));
    }
    if (matchesPattern(paths.devOutbox, pathname))
      return sendPage(request, reply, options.isProduction ? 404 : 200);
    const code = companyCodeCandidate(pathname);
    if (code && (await options.companyExists(code))) return reply.redirect(companyBookingPath(code), 301);
    return sendPage(request, reply, 404);
  });
}
