import type { THomePageDetails } from '@curo/core/content';
import { DEFAULT_KIDS_PRICES, DEFAULT_PRICES } from '@curo/core/price-list';
import type { Executor } from '../db/client';
import { insertSiteContentRows } from './demo.repository';

const specialtyRows = [
  {
    slug: 'adhd',
    name: 'ADHD',
    public: true,
    position: 0,
    priceCents: 22000,
    summary: 'Assessment, diagnosis and ongoing review for adults, adolescents and children, by video.',
    seoTitle: 'ADHD assessment online with a specialist',
    seoDescription:
      'See a psychiatrist or paediatrician by video for ADHD assessment and review. Medicare rebate with a GP referral.',
    content: `## How an ADHD assessment works

1. **See your GP** for a referral to a psychiatrist (adults) or paediatrician (children). The referral is what makes a Medicare rebate possible.
2. **Fill in the questionnaires** we send you, and ask someone who knows you well to fill in theirs.
3. **Meet the specialist by video.** The first consult takes 60–90 minutes.
4. **Plan together.** If ADHD is diagnosed, the specialist explains the options, which may include medicine, coaching or changes at school or work.

## Medicines for ADHD

Stimulant medicines are controlled in every state. Your specialist arranges the state authority where one is needed, and reviews you regularly. Your GP can often continue prescribing under a shared-care plan.

## What it costs

The initial consult is a private fee; with a valid referral you receive the Medicare rebate back into your bank account. See [our prices](/pricing).`,
  },
  {
    slug: 'paediatrics',
    name: 'Paediatrics',
    public: true,
    position: 1,
    // "From": a review is the least a paediatric consult costs (see the children's prices).
    priceCents: 15000,
    summary: 'Paediatricians by video for development, behaviour, sleep and ongoing conditions.',
    seoTitle: 'See a paediatrician online',
    seoDescription:
      'Video consults with a paediatrician for development, behaviour, sleep, allergies and ongoing conditions.',
    content: `## When a paediatrician helps

- Development and learning: speech, motor skills, school readiness.
- Behaviour and attention, including ADHD and autism assessment pathways.
- Sleep, feeding and growth worries.
- Ongoing conditions such as asthma, eczema and allergies.

## Before the consult

Have your child's **Blue Book** (or state equivalent), any school reports and a list of medicines nearby. Young children can join for part of the consult; the paediatrician may talk with you alone for the rest.

## Referrals and Medicare

A GP referral gives you a Medicare rebate on the specialist fee. Referrals from a GP last 12 months.`,
  },
  {
    slug: 'dermatology',
    name: 'Dermatology',
    public: true,
    position: 2,
    priceCents: null,
    summary: 'Skin, hair and nail conditions reviewed by photo and video.',
    seoTitle: 'Online dermatology consults',
    seoDescription:
      'Acne, eczema, psoriasis and rashes reviewed by video, with photos you upload beforehand.',
    content: `## Good photos make good consults

Take photos in daylight, one close up and one from further away, and upload them before the consult. A dermatologist can assess many rashes, acne, eczema and psoriasis this way.

## What needs an in-person visit

A changing mole or a spot that bleeds needs to be examined with a dermatoscope. We will tell you where to go and send a referral.`,
  },
  {
    slug: 'sleep-medicine',
    name: 'Sleep medicine',
    public: false,
    position: 3,
    priceCents: null,
    summary: 'Insomnia and sleep apnoea, with home sleep studies arranged near you.',
    seoTitle: null,
    seoDescription: null,
    content: 'Draft: this page goes live when our sleep physicians start taking bookings.',
  },
];

export const DEFAULT_HOME_PAGE: THomePageDetails = {
  heroTitle: 'See an Australian GP online, today',
  heroLead:
    'Video and phone consults with Australian-registered doctors, from 8 am to 10 pm every day. Certificates, scripts and referrals, sent straight to you.',
  highlights: [
    'GPs online 8 am – 10 pm, every day',
    'Certificates and eScripts by email',
    'Specialists by referral',
  ],
  announcement: null,
};

const reviewRows = [
  {
    authorName: 'Sarah M.',
    rating: 5,
    text: 'Saw a GP within 15 minutes on a Sunday night and had my certificate before I went to bed. Simple and kind.',
    reviewedOn: '2026-10-12',
  },
  {
    authorName: 'Tom W.',
    rating: 5,
    text: 'The paediatrician was patient with my son and sent a clear plan the same day. No waiting room tantrums.',
    reviewedOn: '2026-09-03',
  },
  {
    authorName: 'Priya K.',
    rating: 4,
    text: 'Easy booking and the doctor was thorough. Video dropped once, but she rang me straight back.',
    reviewedOn: '2026-08-21',
  },
  {
    authorName: 'Liam O.',
    rating: 5,
    text: 'Renewed my script in ten minutes from a FIFO camp. The eScript went to the pharmacy in town.',
    reviewedOn: '2026-07-30',
  },
];

/** Specialties, prices, home page and reviews: what an admin edits, as a first start shows it. */
export async function insertSiteContent(tx: Executor): Promise<void> {
  await insertSiteContentRows(tx, {
    specialties: specialtyRows,
    settings: [
      { key: 'pricing', value: { items: [...DEFAULT_PRICES] } },
      { key: 'kidsPricing', value: { items: [...DEFAULT_KIDS_PRICES] } },
      { key: 'homePageDetails', value: DEFAULT_HOME_PAGE },
    ],
    reviews: reviewRows.map((r, position) => ({ ...r, position })),
  });
}
