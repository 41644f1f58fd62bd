import type {
  TBlogAuthor,
  TBlogPost,
  TFaq,
  TFaqCategory,
  TPriceItem,
  TReview,
  TSpecialty,
} from '@curo/core/content';
import { bearer } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Test factories for public content: each test writes the FAQ entries, blog posts, specialties,
 * prices and reviews it asserts on, through the admin API as an admin would, instead of reading
 * the demo seed. Every factory takes an admin's access token (see `makeAccount(t, 'admin')`).
 */

type Method = 'POST' | 'PUT';

async function adminWrite<T>(
  t: TestApp,
  admin: string,
  method: Method,
  url: string,
  payload: object,
  expected: number,
): Promise<T> {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(admin), payload });
  if (res.statusCode !== expected)
    throw new Error(`${method} ${url} answered ${res.statusCode}, not ${expected}: ${res.body}`);
  return res.json() as T;
}

/* ------------------------------------------------------------------ FAQ */

export interface FaqCategoryFields {
  slug: string;
  name: string;
  description?: string | null;
}

export interface FaqFields {
  question: string;
  answer: string;
  categorySlug: string;
  slug?: string;
  published?: boolean;
}

/** An FAQ category; categories are listed in the order they were made. */
export function makeFaqCategory(t: TestApp, admin: string, fields: FaqCategoryFields): Promise<TFaqCategory> {
  return adminWrite(t, admin, 'POST', '/faqs/categories', fields, 201);
}

/** An FAQ entry (published unless told otherwise), last in its category; its slug follows the question. */
export function makeFaq(t: TestApp, admin: string, fields: FaqFields): Promise<TFaq> {
  return adminWrite(t, admin, 'POST', '/faqs', fields, 201);
}

/** A category and its entries, in order. */
export interface FaqSection extends FaqCategoryFields {
  entries: Array<Omit<FaqFields, 'categorySlug'>>;
}

/** Each section's category, then its entries; answers the entries made, by slug. */
export async function makeFaqs(
  t: TestApp,
  admin: string,
  sections: FaqSection[],
): Promise<Map<string, TFaq>> {
  const made = new Map<string, TFaq>();
  for (const { entries, ...category } of sections) {
    await makeFaqCategory(t, admin, category);
    for (const entry of entries) {
      const faq = await makeFaq(t, admin, { ...entry, categorySlug: category.slug });
      made.set(faq.slug, faq);
    }
  }
  return made;
}

/** Opens a published entry `times` times as a visitor would, so it counts as asked that often. */
export async function askFaq(t: TestApp, slug: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const res = await t.app.inject({ url: `/api/v1/faqs/slug/${slug}` });
    if (res.statusCode !== 200) throw new Error(`opening FAQ ${slug} answered ${res.statusCode}`);
  }
}

/* ------------------------------------------------------------------ blog */

export interface BlogAuthorFields {
  slug: string;
  name: string;
  credentials?: string | null;
  bio?: string | null;
}

export function makeBlogAuthor(t: TestApp, admin: string, fields: BlogAuthorFields): Promise<TBlogAuthor> {
  return adminWrite(t, admin, 'POST', '/blogPosts/authors', fields, 201);
}

let posts = 0;

/** A valid post's input, published now; override any field. */
export function buildBlogPostInput(overrides: Record<string, unknown> = {}) {
  posts++;
  return {
    title: `Test post ${posts} ${Date.now()}`,
    excerpt: 'A short summary for the card.',
    body: `## Heading\n\nBody text of post ${posts}, about nothing in particular.`,
    status: 'published',
    ...overrides,
  };
}

/**
 * A blog post written through the admin API: published now unless `status` (and `publishAt`)
 * say otherwise; any field of the post input may be given.
 */
export function makeBlogPost(
  t: TestApp,
  admin: string,
  fields: Record<string, unknown> = {},
): Promise<TBlogPost> {
  return adminWrite(t, admin, 'POST', '/blogPosts', buildBlogPostInput(fields), 201);
}

/** A blog category or tag (its name is its slug unless given). */
export async function makeBlogTerm(
  t: TestApp,
  admin: string,
  kind: 'categories' | 'tags',
  slug: string,
  name = slug,
): Promise<void> {
  await adminWrite(t, admin, 'POST', `/blogPosts/${kind}`, { slug, name }, 201);
}

/** Markdown of about `words` words (with a link to the price list), for a post that takes a while to read. */
export function longBody(words: number): string {
  const sentence = 'Telehealth suits many everyday problems when the doctor can see and hear you clearly.';
  const perSentence = sentence.split(' ').length;
  const paragraphs: string[] = [];
  for (let written = 0; written < words; written += perSentence * 4) {
    paragraphs.push(Array(4).fill(sentence).join(' '));
  }
  return `## What to expect\n\n${paragraphs.join('\n\n')}\n\nSee [our prices](/pricing).`;
}

/* ------------------------------------------------------------------ specialties */

export interface SpecialtyFields {
  name: string;
  slug?: string;
  public?: boolean;
  summary?: string;
  content?: string;
  priceCents?: number | null;
  position?: number;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/** A specialty page (hidden unless `public: true`). */
export function makeSpecialty(t: TestApp, admin: string, fields: SpecialtyFields): Promise<TSpecialty> {
  return adminWrite(t, admin, 'POST', '/specialties', fields, 201);
}

/* ------------------------------------------------------------------ site content */

/** Replaces the price list (`pricing`) or the children's prices (`kids-pricing`). */
export function savePriceList(
  t: TestApp,
  admin: string,
  list: 'pricing' | 'kids-pricing',
  items: readonly TPriceItem[],
): Promise<{ items: TPriceItem[] }> {
  return adminWrite(t, admin, 'PUT', `/services/${list}`, { items }, 200);
}

export interface ReviewFields {
  authorName: string;
  rating: number;
  text: string;
  reviewedOn: string;
  visible?: boolean;
}

/** A curated review (shown unless `visible: false`), last in the list. */
export function makeReview(t: TestApp, admin: string, fields: ReviewFields): Promise<TReview> {
  return adminWrite(t, admin, 'POST', '/services/googleReviews', fields, 201);
}
