import { blogMessages, slugify, type TBlogPostInput } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findAuthor, missingTermSlugs, type NewBlogPost, type StoredPost } from './blog.repository';

const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, message);

/**
 * Turns an admin's post into stored columns, checking what the schema cannot: the author,
 * categories and tags exist, and a schedule lies in the future.
 *
 * When it goes live: a draft has no date; publishing without a date means now (or keeps the date
 * a post that is already live went out on, so an edit does not bump it to the top); scheduling
 * needs a future time, except the one a scheduled post already has.
 */
export async function postColumnsFrom(
  db: Executor,
  input: TBlogPostInput,
  stored?: StoredPost,
): Promise<{ post: Omit<NewBlogPost, 'createdBy'>; categorySlugs: string[]; tagSlugs: string[] }> {
  const slug = input.slug ?? slugify(input.title);
  if (!slug) throw invalid('Enter a slug');
  if (input.authorSlug && !(await findAuthor(db, input.authorSlug)))
    throw invalid(blogMessages.unknownAuthor(input.authorSlug));
  const [unknownCategory] = await missingTermSlugs(db, 'category', input.categorySlugs);
  if (unknownCategory) throw invalid(blogMessages.unknownCategory(unknownCategory));
  const [unknownTag] = await missingTermSlugs(db, 'tag', input.tagSlugs);
  if (unknownTag) throw invalid(blogMessages.unknownTag(unknownTag));
  const heroImageUrl = input.heroImageUrl || null;
  // Pages put it in an <img src>: an uploaded file of ours or an https address, nothing else.
  if (heroImageUrl && !/^(\/(?!\/)|https:\/\/)/.test(heroImageUrl)) throw invalid(blogMessages.heroImageUrl);

  const now = new Date();
  const requested = input.publishAt ? new Date(input.publishAt) : null;
  const storedAt = stored?.status !== 'draft' ? (stored?.publishAt ?? null) : null;
  let publishAt: NewBlogPost['publishAt'] = null;
  if (input.status === 'published') {
    publishAt = requested ?? (storedAt && storedAt <= now ? storedAt : 'now');
  } else if (input.status === 'scheduled') {
    // The schema insists on a time; this is the only path that gets here without one.
    if (!requested) throw invalid('Choose when to publish');
    const unchanged = storedAt !== null && storedAt.getTime() === requested.getTime();
    if (requested <= now && !unchanged) throw invalid(blogMessages.scheduleInPast);
    publishAt = requested;
  }

  return {
    post: {
      slug,
      title: input.title,
      excerpt: input.excerpt,
      body: input.body,
      heroImageUrl,
      status: input.status,
      publishAt,
      authorSlug: input.authorSlug ?? null,
      seoTitle: input.seoTitle || null,
      seoDescription: input.seoDescription || null,
    },
    categorySlugs: [...new Set(input.categorySlugs)],
    tagSlugs: [...new Set(input.tagSlugs)],
  };
}
