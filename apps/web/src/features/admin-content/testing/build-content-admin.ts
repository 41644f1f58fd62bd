import type {
  TBlogAuthor,
  TBlogPost,
  TBlogPostPage,
  TBlogTerm,
  TFaq,
  TFaqCategory,
  TPriceItem,
  TReview,
  TSpecialty,
} from '@curo/core/content';
import type { TCompany } from '../api/get-companies';
import type { TShortLink } from '../api/get-short-links';

/** Test data shaped as the content API answers it. */

let serial = 0;
const nextId = () => {
  serial += 1;
  return `0190a5c1-0000-7000-8000-${String(serial).padStart(12, '0')}`;
};

export const buildFaqCategory = (overrides: Partial<TFaqCategory> = {}): TFaqCategory => ({
  slug: 'fees-and-medicare',
  name: 'Fees and Medicare',
  description: 'What things cost, Medicare rebates, refunds and invoices.',
  position: 0,
  count: 2,
  ...overrides,
});

export const buildFaq = (overrides: Partial<TFaq> = {}): TFaq => ({
  id: nextId(),
  slug: 'is-there-a-medicare-rebate',
  question: 'Is there a Medicare rebate?',
  answer: 'Only if you meet the **telehealth rules**.',
  category: { slug: 'fees-and-medicare', name: 'Fees and Medicare' },
  position: 0,
  published: true,
  views: 12,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const buildAuthor = (overrides: Partial<TBlogAuthor> = {}): TBlogAuthor => ({
  slug: 'dr-priya-raman',
  name: 'Dr Priya Raman',
  credentials: 'GP, FRACGP',
  bio: null,
  avatarUrl: null,
  ...overrides,
});

export const buildTerm = (overrides: Partial<TBlogTerm> = {}): TBlogTerm => ({
  slug: 'everyday-health',
  name: 'Everyday health',
  count: 3,
  ...overrides,
});

export const buildBlogPost = (overrides: Partial<TBlogPost> = {}): TBlogPost => ({
  id: nextId(),
  slug: 'staying-safe-in-a-heatwave',
  title: 'Staying safe in a heatwave',
  excerpt: 'Who is most at risk and how to stay cool.',
  heroImageUrl: null,
  status: 'draft',
  publishAt: null,
  author: buildAuthor(),
  categories: [{ slug: 'everyday-health', name: 'Everyday health' }],
  tags: [],
  readingMinutes: 2,
  views: 0,
  updatedAt: '2026-11-20T00:00:00.000Z',
  body: 'Drink water.',
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

export const buildPostPage = (items: TBlogPost[], overrides: Partial<TBlogPostPage> = {}): TBlogPostPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  ...overrides,
});

export const buildSpecialty = (overrides: Partial<TSpecialty> = {}): TSpecialty => ({
  id: nextId(),
  slug: 'dermatology',
  name: 'Dermatology',
  public: true,
  summary: 'Skin, hair and nails.',
  heroImageUrl: null,
  content: '## What we see\n\nRashes and moles.',
  priceCents: 19_000,
  position: 0,
  seoTitle: null,
  seoDescription: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const buildCompany = (overrides: Partial<TCompany> = {}): TCompany => ({
  id: nextId(),
  slug: 'redgum-logistics',
  name: 'Redgum Logistics',
  logoUrl: null,
  members: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const buildPriceItem = (overrides: Partial<TPriceItem> = {}): TPriceItem => ({
  id: 'standard',
  name: 'Standard GP consult',
  summary: 'A booked video or phone consult.',
  medicare: 'Private fee.',
  billing: 'patient',
  amountCents: 5900,
  isFrom: false,
  gstFree: true,
  ...overrides,
});

export const buildReview = (overrides: Partial<TReview> = {}): TReview => ({
  id: nextId(),
  authorName: 'Sarah M.',
  rating: 5,
  text: 'Simple and kind.',
  reviewedOn: '2026-10-12',
  visible: true,
  position: 0,
  ...overrides,
});

export const buildShortLink = (overrides: Partial<TShortLink> = {}): TShortLink => ({
  nano: 'flu2026',
  target: '/blog/flu-season',
  shortUrl: 'https://curo.example/t/flu2026',
  expiresAt: null,
  clicks: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** A tiny PNG, as a file the admin picked. */
export const pngFile = (name = 'heatwave-tips.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    {
      type: 'image/png',
    },
  );
