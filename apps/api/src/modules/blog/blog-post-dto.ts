import type { TBlogPost, TBlogPostSummary } from '@curo/core/content';
import type { Executor } from '../../db/client';
import { type BlogPostRow, type BlogSummaryRow, findTermsOfPosts } from './blog.repository';

type PostFields = Omit<BlogPostRow, 'body' | 'seoTitle' | 'seoDescription'>;

function summaryOf(row: PostFields, terms: Pick<TBlogPostSummary, 'categories' | 'tags'>): TBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    heroImageUrl: row.heroImageUrl,
    status: row.status,
    publishAt: row.publishAt ? new Date(row.publishAt).toISOString() : null,
    author: row.author?.slug ? row.author : null,
    categories: terms.categories,
    tags: terms.tags,
    readingMinutes: row.readingMinutes,
    views: row.views,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Posts as lists answer them: no body, with author, terms and reading time, as the query read them. */
export const toSummaries = (rows: BlogSummaryRow[]): TBlogPostSummary[] =>
  rows.map((row) => summaryOf(row, row));

/** One post in full. */
export async function toPost(db: Executor, row: BlogPostRow): Promise<TBlogPost> {
  const terms = await findTermsOfPosts(db, [row.id]);
  return {
    ...summaryOf(row, { categories: terms.categories.get(row.id) ?? [], tags: terms.tags.get(row.id) ?? [] }),
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}
