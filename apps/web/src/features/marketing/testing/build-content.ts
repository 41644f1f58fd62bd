import {
  type TFaq,
  type THomePageDetails,
  type TPriceItem,
  type TPriceList,
  type TReview,
  type TSpecialty,
  ZFaq,
  ZHomePageDetails,
  ZPriceList,
  ZReview,
  ZReviewList,
  ZSpecialty,
  ZSpecialtyCms,
} from '@curo/core/content';
import { fixture } from '../../../test/fixture';
import type { TReviewList } from '../api/get-reviews';
import type { TSpecialtyCms } from '../api/get-specialty-cms';
import { PLACEHOLDER_KIDS_PRICES, PLACEHOLDER_PRICES } from '../content/pricing';

/** A price list as the API answers it: the placeholders with any amounts changed by id. */
export function buildPriceList(amounts: Record<string, number> = {}, base = PLACEHOLDER_PRICES): TPriceList {
  return fixture(
    { ZPriceList },
    {
      items: base.map(
        (item): TPriceItem =>
          item.id in amounts ? { ...item, amountCents: amounts[item.id] ?? null } : item,
      ),
      updatedAt: '2026-11-20T01:00:00.000Z',
    },
  );
}

export const buildKidsPriceList = (amounts: Record<string, number> = {}) =>
  buildPriceList(amounts, PLACEHOLDER_KIDS_PRICES);

export const buildHomeDetails = (overrides: Partial<THomePageDetails> = {}): THomePageDetails =>
  fixture(
    { ZHomePageDetails },
    {
      heroTitle: 'See an Australian GP online, today',
      heroLead: 'Video and phone consults from 8 am to 10 pm every day.',
      highlights: ['GPs online 8 am – 10 pm, every day', 'Certificates and eScripts by email'],
      announcement: null,
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

let n = 0;
const uuid = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export const buildReview = (overrides: Partial<TReview> = {}): TReview =>
  fixture(
    { ZReview },
    {
      id: uuid(),
      authorName: 'Sarah M.',
      rating: 5,
      text: 'Saw a GP within 15 minutes on a Sunday night.',
      reviewedOn: '2026-10-12',
      visible: true,
      position: 0,
      ...overrides,
    },
  );

export const buildReviewList = (items: TReview[], average: number | null = 4.8): TReviewList =>
  fixture(
    { ZReviewList },
    {
      items,
      average,
      count: items.length,
    },
  );

export const buildFaq = (overrides: Partial<TFaq> = {}): TFaq =>
  fixture(
    { ZFaq },
    {
      id: uuid(),
      slug: 'can-i-get-a-medical-certificate-online',
      question: 'Can I get a medical certificate online?',
      answer: 'Yes, after a consult with a doctor.',
      category: { slug: 'certificates-and-prescriptions', name: 'Certificates and prescriptions' },
      position: 0,
      published: true,
      views: 3,
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

export const buildSpecialtyCms = (overrides: Partial<TSpecialtyCms> = {}): TSpecialtyCms =>
  fixture(
    { ZSpecialtyCms },
    {
      slug: 'dermatology',
      name: 'Dermatology',
      summary: 'Skin, hair and nail conditions reviewed by photo and video.',
      heroImageUrl: null,
      content: '## Good photos make good consults\n\nTake photos in **daylight**.',
      priceCents: null,
      seoTitle: null,
      seoDescription: null,
      updatedAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );

export const buildSpecialty = (overrides: Partial<TSpecialty> = {}): TSpecialty =>
  fixture(
    { ZSpecialty },
    {
      ...buildSpecialtyCms(),
      id: uuid(),
      public: true,
      position: 0,
      ...overrides,
    },
  );
