import { blogMessages, type TBlogPost, type TBlogPostInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { findPostById, findStoredPost, isPostSlugTaken, setPostTerms, updatePost } from './blog.repository';
import { toPost } from './blog-post-dto';
import { postColumnsFrom } from './blog-post-input';

const slugTaken = () => new AppError(ErrorCode.SLUG_TAKEN, blogMessages.slugTaken);

/** `PUT /blogPosts/{id}`: replaces a post, its categories and tags; also how it is (un)published. */
export async function updateBlogPost({
  db,
  id,
  input,
  principal,
  client,
}: {
  db: Db;
  id: string;
  input: TBlogPostInput;
  principal: Principal;
  client: ClientContext;
}): Promise<TBlogPost> {
  try {
    return await db.transaction(async (tx) => {
      const stored = await findStoredPost(tx, id);
      if (!stored) throw notFound(blogMessages.postNotFound);
      const { post, categorySlugs, tagSlugs } = await postColumnsFrom(tx, input, stored);
      if (await isPostSlugTaken(tx, post.slug, id)) throw slugTaken();
      await updatePost(tx, id, post);
      await setPostTerms(tx, id, { categorySlugs, tagSlugs });
      await recordAuditEvent({
        db: tx,
        action: 'content.updated',
        ...actorsOf(principal),
        recordType: 'blogPost',
        recordId: id,
        context: client,
        details: { slug: post.slug, status: post.status, previousStatus: stored.status },
      });
      const row = await findPostById(tx, id);
      if (!row) throw notFound(blogMessages.postNotFound);
      return toPost(tx, row);
    });
  } catch (error) {
    // Another admin took the slug between the check and the write.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
