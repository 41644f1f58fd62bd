import type { ZFaqCategoryInput, ZFaqReorder } from '@curo/core/content';
import { slugify, type TFaq, type TFaqCategory, type TFaqInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import {
  expandedQueryOf,
  headlineToHtml,
  prefixQueryOf,
  SYNONYM_WORDS,
  searchUnitsOf,
  searchWordsOf,
  typoCandidatesOf,
} from '../../platform/full-text';
import { auditedChange, contentEvent } from '../audit/record-audit-event';
import { maySeeEntry, seesDrafts } from './faq.policy';
import {
  countView,
  deleteEmptyCategory,
  deleteFaq,
  type FaqWithCategory,
  findCategory,
  findFaqById,
  findFaqBySlug,
  idsInCategory,
  insertCategory,
  insertFaq,
  listCategories,
  listFaqs,
  listFaqsInCategory,
  mostViewedFaqs,
  searchFaqs,
  setPositions,
  slugTaken,
  spellingFixes,
  updateCategory,
  updateFaq,
} from './faq.repository';

export const toFaqDto = (row: FaqWithCategory): TFaq => ({
  id: row.id,
  slug: row.slug,
  question: row.question,
  answer: row.answer,
  category: { slug: row.categorySlug, name: row.categoryName },
  position: row.position,
  published: row.published,
  views: row.views,
  updatedAt: row.updatedAt.toISOString(),
});

/** `GET /faqs`: the published FAQ (an admin sees drafts too). */
export async function getFaqs({ db, principal }: { db: Executor; principal: Principal | null }) {
  return { items: (await listFaqs(db, { publishedOnly: !seesDrafts(principal) })).map(toFaqDto) };
}

export async function getCategories({ db }: { db: Executor }): Promise<{ items: TFaqCategory[] }> {
  return { items: await listCategories(db) };
}

/** `GET /faqs/category/{category}`: one category and its entries; unknown answers 404. */
export async function getCategoryPage({
  db,
  slug,
  principal,
}: {
  db: Executor;
  slug: string;
  principal: Principal | null;
}) {
  const category = await findCategory(db, slug);
  if (!category) throw notFound('FAQ category not found');
  const items = await listFaqsInCategory(db, slug, !seesDrafts(principal));
  return { category, items: items.map(toFaqDto) };
}

/** `GET /faqs/slug/{slug}`: one published entry, counted as asked, with others from its category. */
export async function getFaq({
  db,
  slug,
  principal,
}: {
  db: Executor;
  slug: string;
  principal: Principal | null;
}) {
  const row = await findFaqBySlug(db, slug);
  if (!row || !maySeeEntry(principal, row)) throw notFound('FAQ entry not found');
  if (row.published) await countView(db, row.id);
  const related = (await listFaqsInCategory(db, row.categorySlug, true))
    .filter((f) => f.id !== row.id)
    .slice(0, 4);
  return { ...toFaqDto(row), related: related.map(toFaqDto) };
}

export const MOST_ASKED_LIMIT = 6;
export async function getMostAsked({ db, limit = MOST_ASKED_LIMIT }: { db: Executor; limit?: number }) {
  return { items: (await mostViewedFaqs(db, limit)).map(toFaqDto) };
}

export const SEARCH_LIMIT = 20;
/**
 * The synonym-and-typo widening of a search (platform/full-text.ts): the typed words as units,
 * with spelling fixes for those the FAQ does not know. The assistant uses it too.
 */
export async function widenSearch(db: Executor, input: string, { minLength = 2, max = 8 } = {}) {
  const units = searchUnitsOf(searchWordsOf(input, { minLength, max }));
  const fixes = await spellingFixes(db, typoCandidatesOf(units), SYNONYM_WORDS);
  return { units, fixes };
}

/** `GET /faqs/search?q=`: ranked matches with the matching words marked. */
export async function searchFaq({
  db,
  q,
  limit = SEARCH_LIMIT,
}: {
  db: Executor;
  q: string;
  limit?: number;
}) {
  const { units, fixes } = await widenSearch(db, q);
  const expandedQuery = expandedQueryOf(units, fixes, { join: '&', prefix: true });
  const highlightQuery = expandedQueryOf(units, fixes, { join: '&', prefix: true, phrases: false });
  const rows = await searchFaqs(
    db,
    { query: q, prefixQuery: prefixQueryOf(q), expandedQuery, highlightQuery },
    limit,
  );
  return {
    query: q,
    items: rows.map((row) => ({
      faq: toFaqDto(row),
      rank: Number(row.rank),
      questionHighlight: headlineToHtml(row.questionHighlight),
      answerHighlight: headlineToHtml(row.answerHighlight),
    })),
  };
}

async function assertCategory(db: Executor, slug: string) {
  if (!(await findCategory(db, slug)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, `There is no FAQ category "${slug}"`);
}

const slugTakenError = () => new AppError(ErrorCode.SLUG_TAKEN, 'Another entry already uses that slug');

export async function createFaq({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: TFaqInput;
  client: ClientContext;
}): Promise<TFaq> {
  await assertCategory(db, input.categorySlug);
  const slug = input.slug ?? slugify(input.question);
  if (!slug) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give the entry a slug');
  if (await slugTaken(db, slug)) throw slugTakenError();
  const id = await auditedChange(
    db,
    (tx) => insertFaq(tx, { ...input, slug }),
    (created) => contentEvent(principal, client, 'content.created', 'faq', created),
  );
  const row = await findFaqById(db, id);
  if (!row) throw notFound();
  return toFaqDto(row);
}

export async function editFaq({
  db,
  principal,
  id,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  input: TFaqInput;
  client: ClientContext;
}): Promise<TFaq> {
  const existing = await findFaqById(db, id);
  if (!existing) throw notFound('FAQ entry not found');
  await assertCategory(db, input.categorySlug);
  const slug = input.slug ?? existing.slug;
  if (await slugTaken(db, slug, id)) throw slugTakenError();
  await auditedChange(
    db,
    (tx) => updateFaq(tx, id, { ...input, slug }),
    () => contentEvent(principal, client, 'content.updated', 'faq', id),
  );
  const row = await findFaqById(db, id);
  if (!row) throw notFound();
  return toFaqDto(row);
}

export async function removeFaq({
  db,
  principal,
  id,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
}) {
  await auditedChange(
    db,
    async (tx) => {
      if (!(await deleteFaq(tx, id))) throw notFound('FAQ entry not found');
    },
    () => contentEvent(principal, client, 'content.deleted', 'faq', id),
  );
}

/** Puts a category's entries in the given order; the list must name each of them exactly once. */
export async function reorderFaqs({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: z.infer<typeof ZFaqReorder>;
  client: ClientContext;
}) {
  await assertCategory(db, input.categorySlug);
  const current = new Set(await idsInCategory(db, input.categorySlug));
  const given = new Set(input.ids);
  if (
    given.size !== input.ids.length ||
    given.size !== current.size ||
    input.ids.some((id) => !current.has(id))
  )
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'List every entry of the category once, in the new order');
  await auditedChange(
    db,
    (tx) => setPositions(tx, input.ids),
    () => contentEvent(principal, client, 'content.updated', 'faqCategoryOrder', input.categorySlug),
  );
  return getCategoryPage({ db, slug: input.categorySlug, principal });
}

export async function createCategory({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: z.infer<typeof ZFaqCategoryInput>;
  client: ClientContext;
}) {
  const row = await auditedChange(
    db,
    async (tx) => {
      const inserted = await insertCategory(tx, { ...input, description: input.description ?? null });
      if (!inserted) throw new AppError(ErrorCode.SLUG_TAKEN, 'Another category already uses that slug');
      return inserted;
    },
    (inserted) => contentEvent(principal, client, 'content.created', 'faqCategory', inserted.slug),
  );
  const created = await findCategory(db, row.slug);
  if (!created) throw notFound();
  return created;
}

export async function editCategory({
  db,
  principal,
  slug,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  slug: string;
  input: z.infer<typeof ZFaqCategoryInput>;
  client: ClientContext;
}) {
  if (input.slug !== slug && (await findCategory(db, input.slug)))
    throw new AppError(ErrorCode.SLUG_TAKEN, 'Another category already uses that slug');
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateCategory(tx, slug, { ...input, description: input.description ?? null });
      if (!updated) throw notFound('FAQ category not found');
      return updated;
    },
    (updated) => contentEvent(principal, client, 'content.updated', 'faqCategory', updated.slug),
  );
  const updated = await findCategory(db, row.slug);
  if (!updated) throw notFound();
  return updated;
}

export async function removeCategory({
  db,
  principal,
  slug,
  client,
}: {
  db: Db;
  principal: Principal;
  slug: string;
  client: ClientContext;
}) {
  if (!(await findCategory(db, slug))) throw notFound('FAQ category not found');
  await auditedChange(
    db,
    async (tx) => {
      if (!(await deleteEmptyCategory(tx, slug)))
        throw new AppError(ErrorCode.CATEGORY_NOT_EMPTY, 'Move or delete its entries first');
    },
    () => contentEvent(principal, client, 'content.deleted', 'faqCategory', slug),
  );
}
