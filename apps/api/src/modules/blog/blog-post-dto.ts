import { readingMinutes, type TBlogPost, type TBlogPostSummary } from '@curo/core/content';
import type { Executor } from '../../db/client';
import { type BlogPostRow, findTermsOfPosts } from './blog.repository';

type Terms = Awaited<ReturnType<typeof findTermsOfPosts>>;

function summaryOf(row: BlogPostRow, terms: Terms): TBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    heroImageUrl: row.heroImageUrl,
    status: row.status,
    publishAt: row.publishAt ? new Date(row.publishAt).toISOString() : null,
    author: row.author?.slug ? row.author : null,
    categories: terms.categories.get(row.id) ?? [],
    tags: terms.tags.get(row.id) ?? [],
    readingMinutes: readingMinutes(row.body),
    views: row.views,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Posts as the list answers them: no body, with author, terms and reading time. */
export async function toSummaries(db: Executor, rows: BlogPostRow[]): Promise<TBlogPostSummary[]> {
  const terms = await findTermsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summaryOf(row, terms));
}

/** One post in full. */
export async function toPost(db: Executor, row: BlogPostRow): Promise<TBlogPost> {
  const terms = await findTermsOfPosts(db, [row.id]);
  return {
    ...summaryOf(row, terms),
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}
