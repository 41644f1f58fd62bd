import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plainTextSql } from '../../db/plain-text';
import { faqCategories, faqs } from '../../db/schema/content';
import { HEADLINE_MARKERS } from '../../platform/full-text';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqWithCategory = FaqRow & { categoryName: string };

const withCategory = {
  id: faqs.id,
  slug: faqs.slug,
  question: faqs.question,
  answer: faqs.answer,
  categorySlug: faqs.categorySlug,
  position: faqs.position,
  published: faqs.published,
  views: faqs.views,
  search: faqs.search,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
  categoryName: faqCategories.name,
};

function selectFaqs(db: Executor, where: SQL | undefined) {
  return db
    .select(withCategory)
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.slug, faqs.categorySlug))
    .where(where);
}

/** Every entry (or only published ones), in category order then the admins' order. */
export function listFaqs(db: Executor, { publishedOnly }: { publishedOnly: boolean }) {
  return selectFaqs(db, publishedOnly ? eq(faqs.published, true) : undefined).orderBy(
    asc(faqCategories.position),
    asc(faqs.position),
    asc(faqs.createdAt),
  );
}

export function listFaqsInCategory(db: Executor, categorySlug: string, publishedOnly: boolean) {
  return selectFaqs(
    db,
    and(eq(faqs.categorySlug, categorySlug), publishedOnly ? eq(faqs.published, true) : undefined),
  ).orderBy(asc(faqs.position), asc(faqs.createdAt));
}

export function mostViewedFaqs(db: Executor, limit: number) {
  return selectFaqs(db, eq(faqs.published, true)).orderBy(desc(faqs.views), asc(faqs.position)).limit(limit);
}

export async function findFaqBySlug(db: Executor, slug: string): Promise<FaqWithCategory | undefined> {
  const [row] = await selectFaqs(db, eq(faqs.slug, slug)).limit(1);
  return row;
}

export async function findFaqById(db: Executor, id: string): Promise<FaqWithCategory | undefined> {
  const [row] = await selectFaqs(db, eq(faqs.id, id)).limit(1);
  return row;
}

export async function countView(db: Executor, id: string): Promise<void> {
  await db
    .update(faqs)
    .set({ views: sql`${faqs.views} + 1` })
    .where(eq(faqs.id, id));
}

export function listCategories(db: Executor) {
  return db
    .select({
      slug: faqCategories.slug,
      name: faqCategories.name,
      description: faqCategories.description,
      position: faqCategories.position,
      // Spelled out: inside a subquery drizzle's unqualified column names would resolve to faqs.
      count: sql<number>`(select count(*)::int from faqs f where f.category_slug = faq_categories.slug and f.published)`,
    })
    .from(faqCategories)
    .orderBy(asc(faqCategories.position), asc(faqCategories.name));
}

export async function findCategory(db: Executor, slug: string) {
  const rows = await listCategories(db);
  return rows.find((c) => c.slug === slug);
}

/** Inserts a category at the end; undefined when the slug is taken. */
export async function insertCategory(
  db: Executor,
  row: Omit<typeof faqCategories.$inferInsert, 'position'>,
): Promise<FaqCategoryRow | undefined> {
  const [inserted] = await db
    .insert(faqCategories)
    .values({
      ...row,
      position: sql`(select coalesce(max(${faqCategories.position}), -1) + 1 from ${faqCategories})`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function updateCategory(
  db: Executor,
  slug: string,
  fields: Partial<Pick<FaqCategoryRow, 'slug' | 'name' | 'description'>>,
): Promise<FaqCategoryRow | undefined> {
  const [row] = await db.update(faqCategories).set(fields).where(eq(faqCategories.slug, slug)).returning();
  return row;
}

/** Deletes an empty category; false when it does not exist or still holds entries. */
export async function deleteEmptyCategory(db: Executor, slug: string): Promise<boolean> {
  const rows = await db
    .delete(faqCategories)
    .where(
      and(
        eq(faqCategories.slug, slug),
        sql`not exists (select 1 from ${faqs} where ${faqs.categorySlug} = ${slug})`,
      ),
    )
    .returning({ slug: faqCategories.slug });
  return rows.length === 1;
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.slug, slug), exceptId ? sql`${faqs.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

/** Inserts an entry at the end of its category. */
export async function insertFaq(
  db: Executor,
  row: Pick<FaqRow, 'slug' | 'question' | 'answer' | 'categorySlug' | 'published'>,
): Promise<string> {
  const [inserted] = await db
    .insert(faqs)
    .values({
      ...row,
      position: sql`(select coalesce(max(${faqs.position}), -1) + 1 from ${faqs} where ${faqs.categorySlug} = ${row.categorySlug})`,
    })
    .returning({ id: faqs.id });
  if (!inserted) throw new Error('insert returned nothing');
  return inserted.id;
}

export async function updateFaq(
  db: Executor,
  id: string,
  fields: Partial<Pick<FaqRow, 'slug' | 'question' | 'answer' | 'categorySlug' | 'published' | 'position'>>,
): Promise<boolean> {
  const rows = await db
    .update(faqs)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(faqs.id, id))
    .returning({ id: faqs.id });
  return rows.length === 1;
}

export async function deleteFaq(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length === 1;
}

export async function idsInCategory(db: Executor, categorySlug: string): Promise<string[]> {
  const rows = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.categorySlug, categorySlug));
  return rows.map((r) => r.id);
}

export async function setPositions(db: Executor, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(faqs).set({ position }).where(eq(faqs.id, id));
  }
}

export interface FaqSearchQueries {
  /** What was typed, in web-search syntax (quotes, `or`, `-word`). */
  query: string;
  /** The typed words as prefixes, all required ("certif:* & medic:*"); null when none. */
  prefixQuery: string | null;
  /** The typed words widened by synonyms and spelling fixes (platform/full-text.ts); null when none. */
  expandedQuery: string | null;
  /** `expandedQuery` without two-word synonyms, for marking the matches. */
  highlightQuery: string | null;
}

/**
 * Published entries matching what was typed, or what it means (synonyms) or what it was meant to
 * say (spelling fixes), best first: entries matching the words as typed before the others. Matches are
 * marked in the question and in a plain-text snippet of the answer.
 */
export function searchFaqs(
  db: Executor,
  { query, prefixQuery, expandedQuery, highlightQuery }: FaqSearchQueries,
  limit: number,
) {
  const exact = prefixQuery
    ? sql`(websearch_to_tsquery('english', ${query}) || to_tsquery('english', ${prefixQuery}))`
    : sql`websearch_to_tsquery('english', ${query})`;
  const tsquery = expandedQuery ? sql`(${exact} || to_tsquery('english', ${expandedQuery}))` : exact;
  const marks = highlightQuery ? sql`(${exact} || to_tsquery('english', ${highlightQuery}))` : exact;
  const options = `${HEADLINE_MARKERS}, MaxWords=35, MinWords=15, MaxFragments=2`;
  // ts_rank normalised into [0, 1) (flag 32), plus 1 for a match on the words as typed: so those
  // always come first, and the rank is one number, best first.
  const rank = sql<number>`(case when ${faqs.search} @@ ${exact} then 1 else 0 end + ts_rank(${faqs.search}, ${tsquery}, 32))`;
  return db
    .select({
      ...withCategory,
      rank: rank,
      questionHighlight: sql<string>`ts_headline('english', ${faqs.question}, ${marks}, ${`${HEADLINE_MARKERS}, HighlightAll=true`})`,
      answerHighlight: sql<string>`ts_headline('english', ${plainTextSql(faqs.answer)}, ${marks}, ${options})`,
    })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.slug, faqs.categorySlug))
    .where(and(eq(faqs.published, true), sql`${faqs.search} @@ ${tsquery}`))
    .orderBy(sql`${rank} desc`, asc(faqs.position), asc(faqs.slug))
    .limit(limit);
}

/** How alike (pg_trgm `similarity`) a word and its fix must be: "certifcate" ~ "certificate" is 0.5. */
export const MIN_SIMILARITY = 0.4;

/**
 * Spelling fixes for words that appear nowhere in the published FAQ: for each, the most alike word
 * (by trigrams) from the FAQ's questions and answers or from `knownWords` (the synonym table).
 * A word that starts a known word ("certif") is being typed, not misspelt, and gets no fix.
 */
export async function spellingFixes(
  db: Executor,
  words: readonly string[],
  knownWords: readonly string[],
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const result = await db.execute(sql`
    with typed as (select distinct unnest(string_to_array(${words.join(' ')}::text, ' ')) as word),
    vocabulary as (
      select distinct lower(m[1]) as word
        from ${faqs} f, regexp_matches(f.question || ' ' || f.answer, '([[:alpha:]]{4,})', 'g') as m
       where f.published
      union
      select unnest(string_to_array(${knownWords.join(' ')}::text, ' '))
    )
    select t.word as typed, best.word as fix
      from typed t
      cross join lateral (
        select v.word from vocabulary v
         where similarity(v.word, t.word) >= ${MIN_SIMILARITY}
         order by similarity(v.word, t.word) desc, v.word
         limit 1
      ) best
     where not exists (select 1 from vocabulary v where starts_with(v.word, t.word))`);
  const { rows } = result as unknown as { rows: Array<{ typed: string; fix: string }> };
  return new Map(rows.map((r) => [String(r.typed), String(r.fix)]));
}

export function latestFaqs(db: Executor, limit: number) {
  return selectFaqs(db, eq(faqs.published, true))
    .orderBy(desc(faqs.updatedAt), asc(faqs.position))
    .limit(limit);
}
