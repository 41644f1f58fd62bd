import { blogMessages, type TBlogTerm } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import {
  deleteTerm,
  findTerm,
  insertTerms,
  listTermsWithCounts,
  type TermKind,
  type TermRef,
  updateTerm,
} from './blog.repository';

/** Categories and tags: small lists an admin keeps, each with the number of live posts in it. */

const recordType = (kind: TermKind) => (kind === 'category' ? 'blogCategory' : 'blogTag');
const termNotFound = () => new AppError(ErrorCode.NOT_FOUND, blogMessages.termNotFound);
const termTaken = () => new AppError(ErrorCode.SLUG_TAKEN, blogMessages.termSlugTaken);

interface AdminWrite {
  db: Db;
  kind: TermKind;
  principal: Principal;
  client: ClientContext;
}

/** `GET /blogPosts/categories` and `/blogPosts/tags`: every term, even one no live post has yet. */
export async function listBlogTerms({ db, kind }: { db: Executor; kind: TermKind }): Promise<TBlogTerm[]> {
  return listTermsWithCounts(db, kind);
}

async function withCount(db: Executor, kind: TermKind, slug: string): Promise<TBlogTerm> {
  const term = (await listTermsWithCounts(db, kind)).find((t) => t.slug === slug);
  if (!term) throw termNotFound();
  return term;
}

export async function createBlogTerm({
  db,
  kind,
  principal,
  client,
  input,
}: AdminWrite & { input: TermRef }): Promise<TBlogTerm> {
  return db.transaction(async (tx) => {
    const [inserted] = await insertTerms(tx, kind, [{ slug: input.slug, name: input.name }]);
    if (!inserted) throw termTaken();
    await recordAuditEvent({
      db: tx,
      action: 'content.created',
      ...actorsOf(principal),
      recordType: recordType(kind),
      recordId: inserted,
      context: client,
    });
    return { slug: input.slug, name: input.name, count: 0 };
  });
}

/** Renames a term; a new slug carries its posts with it (409 when another term has it). */
export async function updateBlogTerm({
  db,
  kind,
  principal,
  client,
  slug,
  input,
}: AdminWrite & { slug: string; input: TermRef }): Promise<TBlogTerm> {
  try {
    return await db.transaction(async (tx) => {
      if (input.slug !== slug && (await findTerm(tx, kind, input.slug))) throw termTaken();
      if (!(await updateTerm(tx, kind, slug, { slug: input.slug, name: input.name }))) throw termNotFound();
      await recordAuditEvent({
        db: tx,
        action: 'content.updated',
        ...actorsOf(principal),
        recordType: recordType(kind),
        recordId: input.slug,
        context: client,
        details: input.slug === slug ? {} : { previousSlug: slug },
      });
      return withCount(tx, kind, input.slug);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw termTaken();
    throw error;
  }
}

/** Deletes a term; its posts simply lose it. */
export async function deleteBlogTerm({
  db,
  kind,
  principal,
  client,
  slug,
}: AdminWrite & { slug: string }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteTerm(tx, kind, slug))) throw termNotFound();
    await recordAuditEvent({
      db: tx,
      action: 'content.deleted',
      ...actorsOf(principal),
      recordType: recordType(kind),
      recordId: slug,
      context: client,
    });
  });
}
