import {
  type TBlogAuthor,
  type TBlogPost,
  type TBlogPostPage,
  type TBlogTerm,
  type TFaq,
  type TFaqCategory,
  type TPriceItem,
  type TReview,
  type TSpecialty,
  ZBlogAuthor,
  ZBlogPost,
  ZBlogPostPage,
  ZBlogPostSummary,
  ZBlogTerm,
  ZCompanyAdmin,
  ZFaq,
  ZFaqCategory,
  ZPriceItem,
  ZReview,
  ZShortLink,
  ZSpecialty,
} from '@curo/core/content';
import { fixture, onlyFieldsOf } from '../../../test/fixture';
import type { TCompany } from '../api/get-companies';
import type { TShortLink } from '../api/get-short-links';

/** Test data shaped as the content API answers it. */

let serial = 0;
const nextId = () => {
  serial += 1;
  return `0190a5c1-0000-7000-8000-${String(serial).padStart(12, '0')}`;
};

export const buildFaqCategory = (overrides: Partial<TFaqCategory> = {}): TFaqCategory =>
  fixture(
    { ZFaqCategory },
    {
      slug: 'fees-and-medicare',
      name: 'Fees and Medicare',
      description: 'What things cost, Medicare rebates, refunds and invoices.',
      position: 0,
      count: 2,
      ...overrides,
    },
  );

export const buildFaq = (overrides: Partial<TFaq> = {}): TFaq =>
  fixture(
    { ZFaq },
    {
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
    },
  );

export const buildAuthor = (overrides: Partial<TBlogAuthor> = {}): TBlogAuthor =>
  fixture(
    { ZBlogAuthor },
    {
      slug: 'dr-priya-raman',
      name: 'Dr Priya Raman',
      credentials: 'GP, FRACGP',
      bio: null,
      avatarUrl: null,
      ...overrides,
    },
  );

export const buildTerm = (overrides: Partial<TBlogTerm> = {}): TBlogTerm =>
  fixture(
    { ZBlogTerm },
    {
      slug: 'everyday-health',
      name: 'Everyday health',
      count: 3,
      ...overrides,
    },
  );

export const buildBlogPost = (overrides: Partial<TBlogPost> = {}): TBlogPost =>
  fixture(
    { ZBlogPost },
    {
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
    },
  );

/** A page of `GET /blogPosts/all`, which lists summaries: each post without its body and SEO text. */
export const buildPostPage = (posts: TBlogPost[], overrides: Partial<TBlogPostPage> = {}): TBlogPostPage =>
  fixture(
    { ZBlogPostPage },
    {
      items: posts.map((post) => onlyFieldsOf(ZBlogPostSummary, post)),
      total: posts.length,
      page: 1,
      pageSize: 12,
      ...overrides,
    },
  );

export const buildSpecialty = (overrides: Partial<TSpecialty> = {}): TSpecialty =>
  fixture(
    { ZSpecialty },
    {
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
    },
  );

export const buildCompany = (overrides: Partial<TCompany> = {}): TCompany =>
  fixture(
    { ZCompanyAdmin },
    {
      id: nextId(),
      slug: 'redgum-logistics',
      name: 'Redgum Logistics',
      logoUrl: null,
      coversConsults: false,
      members: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...overrides,
    },
  );

export const buildPriceItem = (overrides: Partial<TPriceItem> = {}): TPriceItem =>
  fixture(
    { ZPriceItem },
    {
      id: 'standard',
      name: 'Standard GP consult',
      summary: 'A booked video or phone consult.',
      medicare: 'Private fee.',
      billing: 'patient',
      amountCents: 5900,
      isFrom: false,
      gstFree: true,
      ...overrides,
    },
  );

export const buildReview = (overrides: Partial<TReview> = {}): TReview =>
  fixture(
    { ZReview },
    {
      id: nextId(),
      authorName: 'Sarah M.',
      rating: 5,
      text: 'Simple and kind.',
      reviewedOn: '2026-10-12',
      visible: true,
      position: 0,
      ...overrides,
    },
  );

export const buildShortLink = (overrides: Partial<TShortLink> = {}): TShortLink =>
  fixture(
    { ZShortLink },
    {
      nano: 'flu2026',
      target: '/blog/flu-season',
      shortUrl: 'https://curo.example/t/flu2026',
      expiresAt: null,
      clicks: 4,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...overrides,
    },
  );

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
