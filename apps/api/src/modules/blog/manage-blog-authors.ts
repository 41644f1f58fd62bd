import { blogMessages, type TBlogAuthor } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { deleteAuthor, findAuthor, insertAuthors, listAuthors, updateAuthor } from './blog.repository';

/** The people posts are written by: a name and the credentials readers look for. */

interface AuthorInput {
  slug: string;
  name: string;
  credentials?: string | null;
  bio?: string | null;
}

interface AdminWrite {
  db: Db;
  principal: Principal;
  client: ClientContext;
}

const authorNotFound = () => new AppError(ErrorCode.NOT_FOUND, blogMessages.termNotFound);
const authorTaken = () => new AppError(ErrorCode.SLUG_TAKEN, blogMessages.termSlugTaken);

const columnsOf = (input: AuthorInput) => ({
  slug: input.slug,
  name: input.name,
  credentials: input.credentials || null,
  bio: input.bio || null,
});

/** `GET /blogPosts/authors`. */
export async function listBlogAuthors({ db }: { db: Executor }): Promise<TBlogAuthor[]> {
  return listAuthors(db);
}

export async function createBlogAuthor({
  db,
  principal,
  client,
  input,
}: AdminWrite & { input: AuthorInput }): Promise<TBlogAuthor> {
  return db.transaction(async (tx) => {
    const [inserted] = await insertAuthors(tx, [columnsOf(input)]);
    if (!inserted) throw authorTaken();
    await recordAuditEvent({
      db: tx,
      action: 'content.created',
      ...actorsOf(principal),
      recordType: 'blogAuthor',
      recordId: inserted,
      context: client,
    });
    const author = await findAuthor(tx, inserted);
    if (!author) throw authorNotFound();
    return author;
  });
}

/** Updates an author; a new slug carries their posts with it (409 when another author has it). */
export async function updateBlogAuthor({
  db,
  principal,
  client,
  slug,
  input,
}: AdminWrite & { slug: string; input: AuthorInput }): Promise<TBlogAuthor> {
  try {
    return await db.transaction(async (tx) => {
      if (input.slug !== slug && (await findAuthor(tx, input.slug))) throw authorTaken();
      if (!(await updateAuthor(tx, slug, columnsOf(input)))) throw authorNotFound();
      await recordAuditEvent({
        db: tx,
        action: 'content.updated',
        ...actorsOf(principal),
        recordType: 'blogAuthor',
        recordId: input.slug,
        context: client,
        details: input.slug === slug ? {} : { previousSlug: slug },
      });
      const author = await findAuthor(tx, input.slug);
      if (!author) throw authorNotFound();
      return author;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw authorTaken();
    throw error;
  }
}

/** Deletes an author; their posts stay, without a byline. */
export async function deleteBlogAuthor({
  db,
  principal,
  client,
  slug,
}: AdminWrite & { slug: string }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteAuthor(tx, slug))) throw authorNotFound();
    await recordAuditEvent({
      db: tx,
      action: 'content.deleted',
      ...actorsOf(principal),
      recordType: 'blogAuthor',
      recordId: slug,
      context: client,
    });
  });
}
