import { readingMinutes, type TBlogAuthor, type TBlogTerm } from '@curo/core/content';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blogAuthors,
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogPostViews,
  blogTags,
} from '../../db/schema/content';

export type BlogStatus = 'draft' | 'scheduled' | 'published';
export type NewBlogPost = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'search' | 'views' | 'createdAt' | 'publishAt'
> & {
  /**
   * `now`: the database's clock, so a post published "now" is live at once, even read back in
   * the same transaction (whose now() is its start) or against a server whose clock differs.
   */
  publishAt: Date | null | 'now';
};

export type NewBlogAuthor = typeof blogAuthors.$inferInsert;
export type TermKind = 'category' | 'tag';
export interface TermRef {
  slug: string;
  name: string;
}

const publishAtValue = (publishAt: NewBlogPost['publishAt']) =>
  publishAt === 'now' ? sql`now()` : publishAt;

/**
 * Live: published or scheduled, and its time has come. A scheduled post goes live by the clock
 * alone, with no job to flip it.
 */
/** A post readers can see: not a draft, and its publish time has come. */
export const isLive = sql`(${blogPosts.status} <> 'draft' and ${blogPosts.publishAt} <= now())`;

/** What a reader sees: a post whose time has come is published, one still waiting is scheduled. */
const effectiveStatus = sql<BlogStatus>`case when ${blogPosts.status} = 'draft' then 'draft' when ${blogPosts.publishAt} <= now() then 'published' else 'scheduled' end`;

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  heroImageUrl: blogPosts.heroImageUrl,
  status: effectiveStatus,
  publishAt: blogPosts.publishAt,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  views: blogPosts.views,
  readingMinutes: blogPosts.readingMinutes,
  updatedAt: blogPosts.updatedAt,
  author: {
    slug: blogAuthors.slug,
    name: blogAuthors.name,
    credentials: blogAuthors.credentials,
    bio: blogAuthors.bio,
    avatarUrl: blogAuthors.avatarUrl,
  },
};

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  heroImageUrl: string | null;
  status: BlogStatus;
  publishAt: Date | null;
  seoTitle: string | null;
  seoDescription: string | null;
  views: number;
  readingMinutes: number;
  updatedAt: Date;
  author: TBlogAuthor | null;
}

/** A post as lists show it: no body, with its categories and tags. */
export type BlogSummaryRow = Omit<BlogPostRow, 'body' | 'seoTitle' | 'seoDescription'> & {
  categories: TermRef[];
  tags: TermRef[];
};

/** The columns of a list: the post's own without its body, and its terms as JSON, in one query. */
const { body: _body, seoTitle: _seoTitle, seoDescription: _seoDescription, ...listedColumns } = postColumns;
const summaryColumns = {
  ...listedColumns,
  categories: sql<
    TermRef[]
  >`(select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by c.name), '[]'::json)
    from ${blogPostCategories} pc join ${blogCategories} c on c.slug = pc.category_slug where pc.post_id = ${blogPosts.id})`,
  tags: sql<
    TermRef[]
  >`(select coalesce(json_agg(json_build_object('slug', g.slug, 'name', g.name) order by g.name), '[]'::json)
    from ${blogPostTags} pt join ${blogTags} g on g.slug = pt.tag_slug where pt.post_id = ${blogPosts.id})`,
};

/** A post's stored status and time, for the rules about changing them. */
export type StoredPost = Pick<typeof blogPosts.$inferSelect, 'id' | 'slug' | 'status' | 'publishAt'>;

export interface PostFilter {
  /** Only live posts (the public site), or every post (admins). */
  liveOnly: boolean;
  status?: BlogStatus;
  category?: string;
  tag?: string;
  /** Full-text query in web-search syntax ("quoted phrases", -not, or). */
  q?: string;
}

function statusCondition(status: BlogStatus): SQL {
  if (status === 'draft') return sql`${blogPosts.status} = 'draft'`;
  if (status === 'published') return isLive;
  return sql`(${blogPosts.status} <> 'draft' and (${blogPosts.publishAt} is null or ${blogPosts.publishAt} > now()))`;
}

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function conditionsOf(filter: PostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.liveOnly) conditions.push(isLive);
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.category)
    conditions.push(
      sql`exists (select 1 from ${blogPostCategories} where ${blogPostCategories.postId} = ${blogPosts.id} and ${blogPostCategories.categorySlug} = ${filter.category})`,
    );
  if (filter.tag)
    conditions.push(
      sql`exists (select 1 from ${blogPostTags} where ${blogPostTags.postId} = ${blogPosts.id} and ${blogPostTags.tagSlug} = ${filter.tag})`,
    );
  if (filter.q) conditions.push(sql`${blogPosts.search} @@ ${tsQuery(filter.q)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of posts. A search ranks by relevance (title over excerpt over body), then date; the
 * public list is newest first; admins see upcoming and recently edited posts first.
 */
export async function findPostPage(
  db: Executor,
  { filter, limit, offset }: { filter: PostFilter; limit: number; offset: number },
): Promise<{ rows: BlogSummaryRow[]; total: number }> {
  const where = conditionsOf(filter);
  const order: SQL[] = filter.q
    ? [
        sql`ts_rank(${blogPosts.search}, ${tsQuery(filter.q)}) desc`,
        sql`${blogPosts.publishAt} desc nulls last`,
      ]
    : filter.liveOnly
      ? [desc(blogPosts.publishAt)]
      : [sql`coalesce(${blogPosts.publishAt}, ${blogPosts.updatedAt}) desc`];
  // One query: the page, its terms and the total (counted before limit and offset).
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()` })
    .from(blogPosts)
    .leftJoin(blogAuthors, eq(blogAuthors.slug, blogPosts.authorSlug))
    .where(where)
    .orderBy(...order, desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
  const first = rows[0];
  if (first) return { rows: rows as unknown as BlogSummaryRow[], total: Number(first.total) };
  // A page past the end has no row to carry the total.
  const [counted] =
    offset > 0 ? await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where) : [];
  return { rows: [], total: Number(counted?.n ?? 0) };
}

export async function findPostBySlug(db: Executor, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(blogAuthors, eq(blogAuthors.slug, blogPosts.authorSlug))
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return row as BlogPostRow | undefined;
}

export async function findPostById(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(blogAuthors, eq(blogAuthors.slug, blogPosts.authorSlug))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row as BlogPostRow | undefined;
}

export async function findStoredPost(db: Executor, id: string): Promise<StoredPost | undefined> {
  const [row] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row;
}

/** The id of the live post with `slug`, if there is one. */
export async function findLivePostId(db: Executor, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive))
    .limit(1);
  return row?.id;
}

/**
 * Up to `limit` live posts other than `postId`: those sharing the most categories and tags with
 * it first, then the newest.
 */
export async function findRelatedPosts(
  db: Executor,
  postId: string,
  limit: number,
): Promise<BlogSummaryRow[]> {
  const shared = sql<number>`(
    (select count(*) from ${blogPostCategories} c
      where c.post_id = ${blogPosts.id}
        and c.category_slug in (select category_slug from ${blogPostCategories} where post_id = ${postId}))
    + (select count(*) from ${blogPostTags} t
      where t.post_id = ${blogPosts.id}
        and t.tag_slug in (select tag_slug from ${blogPostTags} where post_id = ${postId})))`;
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogAuthors, eq(blogAuthors.slug, blogPosts.authorSlug))
    .where(and(isLive, ne(blogPosts.id, postId)))
    .orderBy(sql`${shared} desc`, desc(blogPosts.publishAt), desc(blogPosts.id))
    .limit(limit);
  return rows as unknown as BlogSummaryRow[];
}

/** The categories and tags of each post in `postIds`, by name. */
export async function findTermsOfPosts(
  db: Executor,
  postIds: string[],
): Promise<{ categories: Map<string, TermRef[]>; tags: Map<string, TermRef[]> }> {
  const categories = new Map<string, TermRef[]>();
  const tags = new Map<string, TermRef[]>();
  if (postIds.length === 0) return { categories, tags };
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const categoryRows = await db
    .select({ postId: blogPostCategories.postId, slug: blogCategories.slug, name: blogCategories.name })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.slug, blogPostCategories.categorySlug))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(blogCategories.name));
  const tagRows = await db
    .select({ postId: blogPostTags.postId, slug: blogTags.slug, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.slug, blogPostTags.tagSlug))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name));
  for (const { postId, slug, name } of categoryRows)
    categories.set(postId, [...(categories.get(postId) ?? []), { slug, name }]);
  for (const { postId, slug, name } of tagRows)
    tags.set(postId, [...(tags.get(postId) ?? []), { slug, name }]);
  return { categories, tags };
}

/** Inserts a post; undefined when its slug is taken. */
export async function insertPost(db: Executor, post: NewBlogPost): Promise<string | undefined> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...post, publishAt: publishAtValue(post.publishAt), readingMinutes: readingMinutes(post.body) })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return row?.id;
}

export async function updatePost(
  db: Executor,
  id: string,
  post: Omit<NewBlogPost, 'createdBy'>,
): Promise<void> {
  await db
    .update(blogPosts)
    .set({
      ...post,
      publishAt: publishAtValue(post.publishAt),
      readingMinutes: readingMinutes(post.body),
      updatedAt: sql`now()`,
    })
    .where(eq(blogPosts.id, id));
}

export async function deletePost(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** True when another post than `exceptId` has `slug`. */
export async function isPostSlugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
    .limit(1);
  return Boolean(row);
}

/** Replaces the categories and tags of a post. */
export async function setPostTerms(
  db: Executor,
  postId: string,
  { categorySlugs, tagSlugs }: { categorySlugs: string[]; tagSlugs: string[] },
): Promise<void> {
  await db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (categorySlugs.length > 0)
    await db
      .insert(blogPostCategories)
      .values([...new Set(categorySlugs)].map((categorySlug) => ({ postId, categorySlug })));
  if (tagSlugs.length > 0)
    await db.insert(blogPostTags).values([...new Set(tagSlugs)].map((tagSlug) => ({ postId, tagSlug })));
}

/* ------------------------------------------------------------------ categories and tags */

const termTable = (kind: TermKind) => (kind === 'category' ? blogCategories : blogTags);

/** Of `slugs`, those that name no term of `kind`. */
export async function missingTermSlugs(db: Executor, kind: TermKind, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const table = termTable(kind);
  const found = await db.select({ slug: table.slug }).from(table).where(inArray(table.slug, slugs));
  const known = new Set(found.map((r) => r.slug));
  return slugs.filter((slug) => !known.has(slug));
}

/** Every category or tag by name, with how many live posts carry it. */
export async function listTermsWithCounts(db: Executor, kind: TermKind): Promise<TBlogTerm[]> {
  const link =
    kind === 'category'
      ? {
          table: blogPostCategories,
          postId: blogPostCategories.postId,
          slug: blogPostCategories.categorySlug,
        }
      : { table: blogPostTags, postId: blogPostTags.postId, slug: blogPostTags.tagSlug };
  const table = termTable(kind);
  return db
    .select({ slug: table.slug, name: table.name, count: sql<number>`count(${blogPosts.id})::int` })
    .from(table)
    .leftJoin(link.table, eq(link.slug, table.slug))
    .leftJoin(blogPosts, and(eq(blogPosts.id, link.postId), isLive))
    .groupBy(table.slug, table.name)
    .orderBy(asc(table.name));
}

/** Inserts terms; answers the slugs actually inserted (a taken slug is skipped). */
export async function insertTerms(db: Executor, kind: TermKind, terms: TermRef[]): Promise<string[]> {
  if (terms.length === 0) return [];
  const table = termTable(kind);
  const rows = await db.insert(table).values(terms).onConflictDoNothing().returning({ slug: table.slug });
  return rows.map((r) => r.slug);
}

export async function findTerm(db: Executor, kind: TermKind, slug: string): Promise<TermRef | undefined> {
  const table = termTable(kind);
  const [row] = await db
    .select({ slug: table.slug, name: table.name })
    .from(table)
    .where(eq(table.slug, slug))
    .limit(1);
  return row;
}

/** Renames a term (its posts follow a new slug); false when there is no such term. */
export async function updateTerm(
  db: Executor,
  kind: TermKind,
  slug: string,
  term: TermRef,
): Promise<boolean> {
  const table = termTable(kind);
  const rows = await db.update(table).set(term).where(eq(table.slug, slug)).returning({ slug: table.slug });
  return rows.length > 0;
}

export async function deleteTerm(db: Executor, kind: TermKind, slug: string): Promise<boolean> {
  const table = termTable(kind);
  const rows = await db.delete(table).where(eq(table.slug, slug)).returning({ slug: table.slug });
  return rows.length > 0;
}

/* ------------------------------------------------------------------ authors */

export async function listAuthors(db: Executor): Promise<TBlogAuthor[]> {
  return db
    .select({
      slug: blogAuthors.slug,
      name: blogAuthors.name,
      credentials: blogAuthors.credentials,
      bio: blogAuthors.bio,
      avatarUrl: blogAuthors.avatarUrl,
    })
    .from(blogAuthors)
    .orderBy(asc(blogAuthors.name));
}

export async function findAuthor(db: Executor, slug: string): Promise<TBlogAuthor | undefined> {
  const [row] = await db.select().from(blogAuthors).where(eq(blogAuthors.slug, slug)).limit(1);
  return row;
}

/** Inserts authors; answers the slugs actually inserted (a taken slug is skipped). */
export async function insertAuthors(db: Executor, authors: NewBlogAuthor[]): Promise<string[]> {
  if (authors.length === 0) return [];
  const rows = await db
    .insert(blogAuthors)
    .values(authors)
    .onConflictDoNothing()
    .returning({ slug: blogAuthors.slug });
  return rows.map((r) => r.slug);
}

export async function updateAuthor(db: Executor, slug: string, author: NewBlogAuthor): Promise<boolean> {
  const rows = await db
    .update(blogAuthors)
    .set(author)
    .where(eq(blogAuthors.slug, slug))
    .returning({ slug: blogAuthors.slug });
  return rows.length > 0;
}

export async function deleteAuthor(db: Executor, slug: string): Promise<boolean> {
  const rows = await db
    .delete(blogAuthors)
    .where(eq(blogAuthors.slug, slug))
    .returning({ slug: blogAuthors.slug });
  return rows.length > 0;
}

/* ------------------------------------------------------------------ views */

/**
 * Counts one view of `postId` by `visitorHash` today (Sydney's calendar day): a second view the
 * same day changes nothing. Answers whether it counted and the post's views after it.
 */
export async function recordView(
  db: Executor,
  postId: string,
  visitorHash: string,
): Promise<{ counted: boolean; views: number }> {
  const inserted = await db
    .insert(blogPostViews)
    .values({ postId, visitorHash, day: sql`(now() at time zone 'Australia/Sydney')::date` })
    .onConflictDoNothing()
    .returning({ postId: blogPostViews.postId });
  if (inserted.length > 0) {
    const [row] = await db
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1` })
      .where(eq(blogPosts.id, postId))
      .returning({ views: blogPosts.views });
    return { counted: true, views: row?.views ?? 0 };
  }
  const [row] = await db.select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, postId));
  return { counted: false, views: row?.views ?? 0 };
}
