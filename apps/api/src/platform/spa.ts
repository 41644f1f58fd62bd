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

  const sendPage = (reply: FastifyReply, status: number) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  // The static plugin would answer the root (a directory) with 403.
  app.get('/', async (_request, reply) => sendPage(reply, 200));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const { pathname, search } = url;
    if (isApiRoute(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(envelope(404, ErrorCode.NOT_FOUND, `Route ${request.method} ${pathname} not found`));
    }
    const target = redirectTarget(pathname);
    if (target) return reply.redirect(`${target}${search}`, 301);
    if (isAppPage(pathname)) return sendPage(reply, 200);
    if (matchesPattern(paths.devOutbox, pathname)) return sendPage(reply, options.isProduction ? 404 : 200);
    const code = companyCodeCandidate(pathname);
    if (code && (await options.companyExists(code))) return reply.redirect(companyBookingPath(code), 301);
    return sendPage(reply, 404);
  });
}
