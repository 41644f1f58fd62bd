import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blogPosts, faqs, specialties } from '../../db/schema/content';
import { isLive } from '../blog';

export async function livePostBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      heroImageUrl: blogPosts.heroImageUrl,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive))
    .limit(1);
  return row;
}

export async function publishedFaqBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(eq(faqs.slug, slug), eq(faqs.published, true)))
    .limit(1);
  return row;
}

export async function publicSpecialtyBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      name: specialties.name,
      summary: specialties.summary,
      seoTitle: specialties.seoTitle,
      seoDescription: specialties.seoDescription,
      heroImageUrl: specialties.heroImageUrl,
    })
    .from(specialties)
    .where(and(eq(specialties.slug, slug), eq(specialties.public, true)))
    .limit(1);
  return row;
}

/** Everything public that has its own address, with when it last changed. */
export async function sitemapEntries(db: Executor) {
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isLive)
    .orderBy(desc(blogPosts.publishAt));
  const entries = await db
    .select({ slug: faqs.slug, updatedAt: faqs.updatedAt })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(asc(faqs.slug));
  const categories = await db
    .select({ slug: faqs.categorySlug })
    .from(faqs)
    .where(eq(faqs.published, true))
    .groupBy(faqs.categorySlug)
    .orderBy(asc(faqs.categorySlug));
  const specialtyRows = await db
    .select({ slug: specialties.slug, updatedAt: specialties.updatedAt })
    .from(specialties)
    .where(eq(specialties.public, true))
    .orderBy(asc(specialties.position));
  return { posts, entries, categories, specialties: specialtyRows };
}
