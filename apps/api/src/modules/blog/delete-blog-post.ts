import { blogMessages } from '@curo/core/content';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { deletePost, findStoredPost } from './blog.repository';

/** `DELETE /blogPosts/{id}`: the post, its terms and its view log go; images stay (other posts may use them). */
export async function deleteBlogPost({
  db,
  id,
  principal,
  client,
}: {
  db: Db;
  id: string;
  principal: Principal;
  client: ClientContext;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await findStoredPost(tx, id);
    if (!stored || !(await deletePost(tx, id))) throw notFound(blogMessages.postNotFound);
    await recordAuditEvent({
      db: tx,
      action: 'content.deleted',
      ...actorsOf(principal),
      recordType: 'blogPost',
      recordId: id,
      context: client,
      details: { slug: stored.slug },
    });
  });
}
