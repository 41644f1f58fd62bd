import { CONTENT_PAGE_SIZE, type TBlogPostPage, type ZBlogAdminListQuery } from '@curo/core/content';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findPostPage } from './blog.repository';
import { toSummaries } from './blog-post-dto';

/**
 * `GET /blogPosts` (live posts only) and `GET /blogPosts/all` (admins: every status), a page at a
 * time, filtered by category, tag, status and a full-text query.
 */
export async function listBlogPosts({
  db,
  query,
  liveOnly,
}: {
  db: Executor;
  query: z.output<typeof ZBlogAdminListQuery>;
  liveOnly: boolean;
}): Promise<TBlogPostPage> {
  const { rows, total } = await findPostPage(db, {
    filter: {
      liveOnly,
      status: query.status,
      category: query.category,
      tag: query.tag,
      q: query.q || undefined,
    },
    limit: CONTENT_PAGE_SIZE,
    offset: (query.page - 1) * CONTENT_PAGE_SIZE,
  });
  return { items: toSummaries(rows), total, page: query.page, pageSize: CONTENT_PAGE_SIZE };
}
