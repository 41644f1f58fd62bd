import { createHash } from 'node:crypto';
import { blogMessages } from '@curo/core/content';
import type { Db } from '../../db/client';
import type { ClientContext } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { findLivePostId, recordView } from './blog.repository';

/**
 * Who is looking, as a one-way hash: the browser's random id when it sends one, else its IP and
 * user agent. Only the hash is stored, so the view log holds no address or identifier.
 */
export function visitorHashOf(visitorId: string | undefined, client: ClientContext): string {
  const source = visitorId
    ? `id:${visitorId.toLowerCase()}`
    : `client:${client.ip ?? ''}|${client.userAgent ?? ''}`;
  return createHash('sha256').update(`curo-blog-view:${source}`).digest('hex');
}

/** `POST /blogPosts/log-view`: a view counts once per visitor, post and day; live posts only. */
export async function logBlogView({
  db,
  slug,
  visitorId,
  client,
}: {
  db: Db;
  slug: string;
  visitorId?: string;
  client: ClientContext;
}): Promise<{ counted: boolean; views: number }> {
  return db.transaction(async (tx) => {
    const postId = await findLivePostId(tx, slug);
    if (!postId) throw notFound(blogMessages.postNotFound);
    return recordView(tx, postId, visitorHashOf(visitorId, client));
  });
}
