import {
  type TBlogPostSummary,
  type TBlogTerm,
  type TFaq,
  type TFaqCategory,
  ZBlogPostDetail,
  ZBlogPostPage,
  ZBlogPostSummary,
  ZBlogTerm,
  ZFaq,
  ZFaqCategory,
  ZFaqDetail,
} from '@curo/core/content';
import { fixture } from '../../../test/fixture';
import type { TBlogPostDetail } from '../api/get-blog-post';
import type { TFaqDetail } from '../api/get-faq';

let n = 0;
const nextId = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export const buildFaqCategory = (overrides: Partial<TFaqCategory> = {}): TFaqCategory =>
  fixture(
    { ZFaqCategory },
    {
      slug: 'certificates-and-prescriptions',
      name: 'Certificates and prescriptions',
      description: 'Medical certificates, eScripts and referrals.',
      position: 0,
      count: 4,
      ...overrides,
    },
  );

export const buildFaq = (overrides: Partial<TFaq> = {}): TFaq =>
  fixture(
    { ZFaq },
    {
      id: nextId(),
      slug: 'can-i-get-a-medical-certificate-online',
      question: 'Can I get a medical certificate online?',
      answer: 'Yes, after a consult with a doctor. Certificates arrive by email as a **PDF**.',
      category: { slug: 'certificates-and-prescriptions', name: 'Certificates and prescriptions' },
      position: 0,
      published: true,
      views: 10,
      updatedAt: '2026-11-20T02:00:00.000Z',
      ...overrides,
    },
  );

export const buildFaqDetail = (overrides: Partial<TFaqDetail> = {}): TFaqDetail =>
  fixture(
    { ZFaqDetail },
    {
      ...buildFaq(),
      related: [],
      ...overrides,
    },
  );

export const buildBlogTerm = (overrides: Partial<TBlogTerm> = {}): TBlogTerm =>
  fixture(
    { ZBlogTerm },
    {
      slug: 'everyday-health',
      name: 'Everyday health',
      count: 3,
      ...overrides,
    },
  );

export const buildPostSummary = (overrides: Partial<TBlogPostSummary> = {}): TBlogPostSummary =>
  fixture(
    { ZBlogPostSummary },
    {
      id: nextId(),
      slug: 'hay-fever-season-australia',
      title: 'Hay fever season: how to get ahead of it',
      excerpt: 'Spring brings grass pollen, sneezing and itchy eyes.',
      heroImageUrl: null,
      status: 'published',
      // Midday in Australia, so the date is the same in every time zone the tests may run in.
      publishAt: '2026-08-25T02:00:00.000Z',
      author: {
        slug: 'dr-mei-lin-cho',
        name: 'Dr Mei-Lin Cho',
        credentials: 'GP, FRACGP, FARGP',
        bio: 'Mei-Lin is a rural generalist.',
        avatarUrl: null,
      },
      categories: [{ slug: 'everyday-health', name: 'Everyday health' }],
      tags: [{ slug: 'allergies', name: 'Allergies' }],
      readingMinutes: 4,
      views: 0,
      updatedAt: '2026-08-25T02:00:00.000Z',
      ...overrides,
    },
  );

export const buildPostDetail = (overrides: Partial<TBlogPostDetail> = {}): TBlogPostDetail =>
  fixture(
    { ZBlogPostDetail },
    {
      ...buildPostSummary(),
      body: 'Start **early**.\n\n## Thunderstorm asthma\n\nKnow your plan.',
      seoTitle: null,
      seoDescription: null,
      related: [],
      ...overrides,
    },
  );

/** A page of the blog list as the API answers it. */
export const buildPostPage = (items: TBlogPostSummary[], { total = items.length, page = 1 } = {}) =>
  fixture(
    { ZBlogPostPage },
    {
      items,
      total,
      page,
      pageSize: 12,
    },
  );
