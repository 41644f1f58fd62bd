import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { buildRobots, buildSitemap } from './page-meta';

/** `/sitemap.xml` and `/robots.txt`, at the site's root (not under /api). */
export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(db, publicUrl)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(publicUrl)),
  );
};
