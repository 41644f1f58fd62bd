import { blogMessages, type TBlogPost, type TBlogPostInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { findPostById, insertPost, setPostTerms } from './blog.repository';
import { toPost } from './blog-post-dto';
import { postColumnsFrom } from './blog-post-input';

/** `POST /blogPosts`: a new post, its slug from the title unless given (409 when taken). */
export async function createBlogPost({
  db,
  input,
  principal,
  client,
}: {
  db: Db;
  input: TBlogPostInput;
  principal: Principal;
  client: ClientContext;
}): Promise<TBlogPost> {
  return db.transaction(async (tx) => {
    const { post, categorySlugs, tagSlugs } = await postColumnsFrom(tx, input);
    const id = await insertPost(tx, { ...post, createdBy: principal.userId });
    if (!id) throw new AppError(ErrorCode.SLUG_TAKEN, blogMessages.slugTaken);
    await setPostTerms(tx, id, { categorySlugs, tagSlugs });
    await recordAuditEvent({
      db: tx,
      action: 'content.created',
      ...actorsOf(principal),
      recordType: 'blogPost',
      recordId: id,
      context: client,
      details: { slug: post.slug, status: post.status },
    });
    const row = await findPostById(tx, id);
    if (!row) throw notFound(blogMessages.postNotFound);
    return toPost(tx, row);
  });
}
