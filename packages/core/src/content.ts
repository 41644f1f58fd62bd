import { z } from 'zod';
import { CONTENT_PAGE_SIZE, NANO_ID_PATTERN, SLUG_PATTERN } from './content-constants';

/**
 * Public content: FAQ, blog, specialties, services (pricing, home page, reviews), short links and
 * the FAQ assistant. Every shape the API answers or accepts for them lives here.
 */

export { CONTENT_PAGE_SIZE, NANO_ID_PATTERN, SLUG_PATTERN };
export const ZSlug = z
  .string()
  .trim()
  .min(1, { error: 'Enter a slug' })
  .max(120)
  .regex(SLUG_PATTERN, { error: 'Use lower-case letters, digits and hyphens' });

/** "Medical certificates & more" → "medical-certificates-more". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Minutes to read `markdown` at 220 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

const ZMarkdown = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Keep it under ${max} characters` });
const ZTitle = z.string().trim().min(1, { error: 'Enter a title' }).max(200);
const ZTimestamp = z.string();

/* ------------------------------------------------------------------ FAQ */

export const ZFaqCategory = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  /** Published entries in it. */
  count: z.number().int(),
});
export type TFaqCategory = z.infer<typeof ZFaqCategory>;
export const ZFaqCategoryList = z.object({ items: z.array(ZFaqCategory) });

export const ZFaqCategoryInput = z.object({
  slug: ZSlug,
  name: z.string().trim().min(1, { error: 'Enter a name' }).max(80),
  description: z.string().trim().max(300).nullable().optional(),
});

export const ZFaq = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  position: z.number().int(),
  published: z.boolean(),
  /** How often it was opened: "most asked" sorts by it. */
  views: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TFaq = z.infer<typeof ZFaq>;
export const ZFaqList = z.object({ items: z.array(ZFaq) });
export const ZFaqCategoryPage = z.object({ category: ZFaqCategory, items: z.array(ZFaq) });
export const ZFaqDetail = ZFaq.extend({ related: z.array(ZFaq) });

export const ZFaqInput = z.object({
  question: z.string().trim().min(5, { error: 'Write the question (at least 5 characters)' }).max(300),
  answer: ZMarkdown(10_000).pipe(z.string().min(1, { error: 'Write the answer' })),
  categorySlug: ZSlug,
  /** Derived from the question when left out. */
  slug: ZSlug.optional(),
  published: z.boolean().default(true),
});
export type TFaqInput = z.infer<typeof ZFaqInput>;
export const ZFaqReorder = z.object({
  categorySlug: ZSlug,
  /** Every entry of the category, in the new order. */
  ids: z.array(z.string().uuid()).min(1).max(500),
});

/** A search hit: the entry, its rank and the matching words wrapped in `<mark>` (text otherwise escaped). */
export const ZFaqSearchHit = z.object({
  faq: ZFaq,
  rank: z.number(),
  questionHighlight: z.string(),
  answerHighlight: z.string(),
});
export const ZFaqSearchResult = z.object({ query: z.string(), items: z.array(ZFaqSearchHit) });
export const ZSearchQuery = z.object({
  q: z.string().trim().min(1, { error: 'Type something to search for' }).max(200),
});

/* ------------------------------------------------------------------ blog */

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const ZBlogStatus = z.enum(BLOG_STATUSES);

export const ZBlogTerm = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type TBlogTerm = z.infer<typeof ZBlogTerm>;
export const ZBlogTermList = z.object({ items: z.array(ZBlogTerm) });
export const ZBlogTermInput = z.object({ slug: ZSlug, name: z.string().trim().min(1).max(80) });

export const ZBlogAuthor = z.object({
  slug: z.string(),
  name: z.string(),
  /** e.g. "GP, FRACGP". */
  credentials: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type TBlogAuthor = z.infer<typeof ZBlogAuthor>;
export const ZBlogAuthorList = z.object({ items: z.array(ZBlogAuthor) });
export const ZBlogAuthorInput = z.object({
  slug: ZSlug,
  name: z.string().trim().min(1).max(120),
  credentials: z.string().trim().max(120).nullable().optional(),
  bio: z.string().trim().max(1000).nullable().optional(),
});

export const ZBlogPostSummary = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  heroImageUrl: z.string().nullable(),
  status: ZBlogStatus,
  /** When it goes (or went) live. */
  publishAt: ZTimestamp.nullable(),
  author: ZBlogAuthor.nullable(),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  tags: z.array(z.object({ slug: z.string(), name: z.string() })),
  readingMinutes: z.number().int(),
  views: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;
export const ZBlogPost = ZBlogPostSummary.extend({
  /** Markdown. Raw HTML in it is never rendered. */
  body: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPostDetail = ZBlogPost.extend({ related: z.array(ZBlogPostSummary) });
export const ZBlogPostPage = z.object({
  items: z.array(ZBlogPostSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TBlogPostPage = z.infer<typeof ZBlogPostPage>;
export const ZBlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  category: ZSlug.optional(),
  tag: ZSlug.optional(),
  q: z.string().trim().max(200).optional(),
});
export const ZBlogAdminListQuery = ZBlogListQuery.extend({ status: ZBlogStatus.optional() });

export const ZBlogPostInput = z
  .object({
    title: ZTitle,
    slug: ZSlug.optional(),
    excerpt: z.string().trim().max(400).default(''),
    body: ZMarkdown(100_000),
    heroImageUrl: z.string().trim().max(300).nullable().optional(),
    status: ZBlogStatus.default('draft'),
    /** Required to schedule; ignored for a draft; defaults to now when publishing. */
    publishAt: z.iso.datetime({ offset: true }).nullable().optional(),
    authorSlug: ZSlug.nullable().optional(),
    categorySlugs: z.array(ZSlug).max(10).default([]),
    tagSlugs: z.array(ZSlug).max(20).default([]),
    seoTitle: z.string().trim().max(70).nullable().optional(),
    seoDescription: z.string().trim().max(160).nullable().optional(),
  })
  .refine((v) => v.status !== 'scheduled' || Boolean(v.publishAt), {
    error: 'Choose when to publish',
    path: ['publishAt'],
  });
export type TBlogPostInput = z.infer<typeof ZBlogPostInput>;

export const ZLogViewRequest = z.object({
  slug: ZSlug,
  /** A random id the browser keeps; without one the server uses a hash of IP and browser. */
  visitorId: z.string().uuid().optional(),
});
export const ZLogViewResponse = z.object({ counted: z.boolean(), views: z.number().int() });

/** What the blog endpoints answer when they refuse; tests import the exact text. */
export const blogMessages = {
  postNotFound: 'Post not found',
  slugTaken: 'Another post already uses that slug',
  termSlugTaken: 'That slug is already used',
  termNotFound: 'Not found',
  scheduleInPast: 'Choose a time in the future to schedule the post',
  heroImageUrl: 'Use an uploaded image or an https:// address',
  unknownAuthor: (slug: string) => `There is no author "${slug}"`,
  unknownCategory: (slug: string) => `There is no category "${slug}"`,
  unknownTag: (slug: string) => `There is no tag "${slug}"`,
} as const;

export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ZUploadedImage = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/* ------------------------------------------------------------------ specialties */

export const ZSpecialty = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  /** Shown on the site when true; otherwise the page is not found. */
  public: z.boolean(),
  summary: z.string(),
  heroImageUrl: z.string().nullable(),
  /** CMS content, Markdown. */
  content: z.string(),
  /** Price shown on the page, integer cents; null when it follows the general price list. */
  priceCents: z.number().int().nullable(),
  position: z.number().int(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: ZTimestamp,
});
export type TSpecialty = z.infer<typeof ZSpecialty>;
export const ZSpecialtyList = z.object({ items: z.array(ZSpecialty) });
export const ZSpecialtyInput = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name' }).max(120),
  slug: ZSlug.optional(),
  public: z.boolean().default(false),
  summary: z.string().trim().max(400).default(''),
  content: ZMarkdown(50_000).default(''),
  heroImageUrl: z.string().trim().max(300).nullable().optional(),
  priceCents: z.number().int().min(0).max(10_000_000).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  seoTitle: z.string().trim().max(70).nullable().optional(),
  seoDescription: z.string().trim().max(160).nullable().optional(),
});
export type TSpecialtyInput = z.infer<typeof ZSpecialtyInput>;
/** `GET /specialties/cms/{slug}`: what the page renders. */
export const ZSpecialtyCms = ZSpecialty.pick({
  slug: true,
  name: true,
  summary: true,
  heroImageUrl: true,
  content: true,
  priceCents: true,
  seoTitle: true,
  seoDescription: true,
  updatedAt: true,
});
export const ZPublicUrl = z.object({ url: z.string() });

/* ------------------------------------------------------------------ companies */

export const ZCompanyAdmin = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** Its plan pays for its people's consults: they book without a card (decision 0036). */
  coversConsults: z.boolean(),
  /** People who belong to it. */
  members: z.number().int(),
  createdAt: ZTimestamp,
});
export const ZCompanyAdminList = z.object({
  items: z.array(ZCompanyAdmin),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ZCompanyInput = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name' }).max(120),
  slug: ZSlug,
  /** Its plan pays for its people's consults (left as it was when not sent). */
  coversConsults: z.boolean().optional(),
});

/** `POST /emails/sendCompanyContact`: a business enquiry from `/business`. */
export const EMPLOYEE_BANDS = ['1-19', '20-199', '200-999', '1000+'] as const;
export const ZCompanyContactRequest = z.object({
  companyName: z.string().trim().min(1, { error: 'Please enter your organisation' }).max(120),
  contactName: z.string().trim().min(1, { error: 'Please enter your name' }).max(120),
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
  phone: z.string().trim().min(1, { error: 'Please enter your phone number' }).max(30),
  employees: z.enum(EMPLOYEE_BANDS, { error: 'Choose how many people work there' }),
  message: z.string().trim().min(1, { error: 'Please enter a message' }).max(5000),
});
export type TCompanyContactRequest = z.infer<typeof ZCompanyContactRequest>;

/* ------------------------------------------------------------------ services */

export const ZPriceItem = z.object({
  id: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(400),
  medicare: z.string().trim().max(400),
  /** Who pays: the patient (amount in cents) or an insurer (no amount shown). */
  billing: z.enum(['patient', 'insurer']),
  amountCents: z.number().int().min(0).max(10_000_000).nullable(),
  /** A starting price: longer consults cost more. */
  isFrom: z.boolean(),
  /** Medical consults are GST-free; an item that is not says so. */
  gstFree: z.boolean(),
});
export type TPriceItem = z.infer<typeof ZPriceItem>;
export const ZPriceList = z.object({ items: z.array(ZPriceItem).max(50), updatedAt: ZTimestamp.optional() });
export type TPriceList = z.infer<typeof ZPriceList>;

export const ZHomePageDetails = z.object({
  heroTitle: z.string().trim().min(1).max(120),
  heroLead: z.string().trim().max(400),
  /** Short claims under the hero, e.g. "GPs online 8 am – 10 pm". */
  highlights: z.array(z.string().trim().min(1).max(80)).max(6),
  announcement: z.string().trim().max(200).nullable(),
  updatedAt: ZTimestamp.optional(),
});
export type THomePageDetails = z.infer<typeof ZHomePageDetails>;

export const ZReview = z.object({
  id: z.string().uuid(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** YYYY-MM-DD the review was written. */
  reviewedOn: z.string(),
  visible: z.boolean(),
  position: z.number().int(),
});
export type TReview = z.infer<typeof ZReview>;
export const ZReviewList = z.object({
  items: z.array(ZReview),
  /** Average of the visible ones, one decimal. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type TReviewList = z.infer<typeof ZReviewList>;
export const ZReviewInput = z.object({
  authorName: z.string().trim().min(1).max(80),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(1000),
  reviewedOn: z.iso.date(),
  visible: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).optional(),
});

/** Public reads of services may be cached this long by browsers and proxies. */
export const PUBLIC_CONTENT_MAX_AGE_SECONDS = 60;

/* ------------------------------------------------------------------ short links */

export const ZShortLink = z.object({
  nano: z.string(),
  /** Where it leads: a path on this site or an https URL on an allowed host. */
  target: z.string(),
  /** The short address to share. */
  shortUrl: z.string(),
  expiresAt: ZTimestamp.nullable(),
  clicks: z.number().int(),
  createdAt: ZTimestamp,
});
export const ZShortLinkList = z.object({
  items: z.array(ZShortLink),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const ZShortLinkInput = z.object({
  target: z.string().trim().min(1, { error: 'Enter where the link should go' }).max(2000),
  /** Chosen by us when left out. */
  nano: z.string().regex(NANO_ID_PATTERN, { error: 'Use 4–32 letters, digits, - or _' }).optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const ZLongUrl = z.object({ url: z.string() });
export const shortLinkMessages = {
  notAllowed: 'Links may only lead to this site or an allowed partner site',
  taken: 'That short code is already used',
  expiryPast: 'Choose an expiry in the future',
} as const;

/* ------------------------------------------------------------------ FAQ assistant */

export const ZBotAskRequest = z.object({
  question: z.string().trim().min(2, { error: 'Type a question' }).max(500),
});
export const ZBotAnswer = z.object({
  kind: z.enum(['faq', 'blog']),
  title: z.string(),
  /** A path on this site. */
  url: z.string(),
  /** Plain text, with the matching words wrapped in `<mark>`. */
  snippet: z.string(),
  rank: z.number(),
});
/**
 * What the assistant says first when a question reads as an emergency: always "Call 000 now",
 * and for a mental-health crisis Lifeline too (`botMessages`).
 */
export const ZBotUrgent = z.object({
  kind: z.enum(['emergency', 'crisis']),
  message: z.string(),
});
/** One line of the price list, its price written out ("$59.00, GST-free"). */
export const ZBotPrice = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string(),
  /** What Medicare pays, when the question asked about bulk billing or rebates. */
  note: z.string().nullable(),
});
/** A price question's answer, from the live price list, with a link to the full list. */
export const ZBotPrices = z.object({
  items: z.array(ZBotPrice).max(12),
  /** True when `items` is only part of the list. */
  more: z.boolean(),
  /** A path on this site: `/pricing`. */
  url: z.string(),
});
export const ZBotAskResponse = z.object({
  /** Shown before anything else; null unless the question reads as an emergency. */
  urgent: ZBotUrgent.nullable(),
  /** Null unless the question asks what something costs. */
  prices: ZBotPrices.nullable(),
  answers: z.array(ZBotAnswer).max(5),
  /** True when nothing matched well: offer to pass the question to the team. */
  noMatch: z.boolean(),
});
export type TBotAskResponse = z.infer<typeof ZBotAskResponse>;
export type TBotPrices = z.infer<typeof ZBotPrices>;
export type TBotUrgent = z.infer<typeof ZBotUrgent>;
export const ZChatToken = z.object({ token: z.string(), expiresAt: ZTimestamp });
export const ZBotRequest = z.object({
  question: z.string().trim().min(2, { error: 'Type your question' }).max(2000),
  name: z.string().trim().max(120).optional(),
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
  phone: z.string().trim().max(30).optional(),
});
export const BOT_ACTIONS = ['callback', 'bookingHelp', 'billingHelp', 'other'] as const;
export const ZBotActionRequest = ZBotRequest.extend({ action: z.enum(BOT_ACTIONS) });
export const botMessages = {
  handedOver: 'Thanks. Our team has your question and will reply by email, usually within one business day.',
  emergency:
    'Call 000 now. This sounds like an emergency: ask for an ambulance. Online doctors cannot help in an emergency.',
  crisis:
    'Call 000 now if your life is in danger. For crisis support, call Lifeline on 13 11 14, any time, day or night.',
} as const;
