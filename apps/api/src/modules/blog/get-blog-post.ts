import { blogMessages, type ZBlogPostDetail } from '@curo/core/content';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { maySeePost } from './blog.policy';
import { findPostBySlug, findRelatedPosts } from './blog.repository';
import { toPost, toSummaries } from './blog-post-dto';

const RELATED_POSTS = 3;

/**
 * `GET /blogPosts/slug/{slug}`: a live post with up to three related ones. An admin may preview a
 * draft or a scheduled post; to anyone else it does not exist. `live` tells the route whether the
 * answer may be cached publicly.
 */
export async function getBlogPost({
  db,
  slug,
  principal,
}: {
  db: Executor;
  slug: string;
  principal: Principal | null;
}): Promise<{ post: z.output<typeof ZBlogPostDetail>; live: boolean }> {
  const row = await findPostBySlug(db, slug);
  const live = row?.status === 'published';
  if (!row || !maySeePost(principal, row)) throw notFound(blogMessages.postNotFound);
  const [post, related] = await Promise.all([
    toPost(db, row),
    findRelatedPosts(db, row.id, RELATED_POSTS).then(toSummaries),
  ]);
  return { post: { ...post, related }, live };
}
