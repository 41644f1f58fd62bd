import {
  type THomePageDetails,
  type TPriceList,
  type TReview,
  ZHomePageDetails,
  ZPriceList,
  type ZReviewInput,
} from '@curo/core/content';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { auditedChange, contentEvent } from '../audit/record-audit-event';
import { latestFaqs } from '../faq';
import { toFaqDto } from '../faq/manage-faqs';
import {
  deleteReview,
  insertReview,
  listReviews,
  type ReviewRow,
  readSetting,
  type SettingKey,
  updateReview,
  writeSetting,
} from './services.repository';

/** A stored price list or home page, or `fallback` when an admin has never saved one. */
async function settingOr<T>(db: Executor, key: SettingKey, schema: z.ZodType<T>, fallback: T) {
  const row = await readSetting(db, key);
  const parsed = row ? schema.safeParse(row.value) : null;
  if (!row || !parsed?.success) return fallback;
  return { ...parsed.data, updatedAt: row.updatedAt.toISOString() };
}

export const getPriceList = (db: Executor, key: 'pricing' | 'kidsPricing') =>
  settingOr<TPriceList>(db, key, ZPriceList, { items: [] });

export const getHomePageDetails = (db: Executor) =>
  settingOr<THomePageDetails>(db, 'homePageDetails', ZHomePageDetails, {
    heroTitle: 'See an Australian GP online',
    heroLead: '',
    highlights: [],
    announcement: null,
  });

/** Saves a price list or the home page, audited; answers what the public now reads. */
export async function saveSetting<T extends object>({
  db,
  principal,
  key,
  value,
  client,
}: {
  db: Db;
  principal: Principal;
  key: SettingKey;
  value: T;
  client: ClientContext;
}): Promise<T & { updatedAt: string }> {
  const { updatedAt: _ignored, ...stored } = value as T & { updatedAt?: string };
  const row = await auditedChange(
    db,
    (tx) => writeSetting(tx, key, stored, principal.actorId ?? principal.userId),
    () => contentEvent(principal, client, 'content.updated', 'siteSetting', key),
  );
  return { ...(stored as T), updatedAt: row.updatedAt.toISOString() };
}

export const LATEST_FAQS = 5;
export async function getLatestFaqs(db: Executor) {
  return { items: (await latestFaqs(db, LATEST_FAQS)).map(toFaqDto) };
}

const toReviewDto = (row: ReviewRow): TReview => ({
  id: row.id,
  authorName: row.authorName,
  rating: row.rating,
  text: row.text,
  reviewedOn: row.reviewedOn,
  visible: row.visible,
  position: row.position,
});

/** Curated reviews (visible ones for the public) with their average. */
export async function getReviews(db: Executor, { visibleOnly }: { visibleOnly: boolean }) {
  const rows = await listReviews(db, { visibleOnly });
  const shown = rows.filter((r) => r.visible);
  const average = shown.length
    ? Math.round((shown.reduce((s, r) => s + r.rating, 0) / shown.length) * 10) / 10
    : null;
  return { items: rows.map(toReviewDto), average, count: shown.length };
}

export async function addReview({
  db,
  principal,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  input: z.infer<typeof ZReviewInput>;
  client: ClientContext;
}) {
  const row = await auditedChange(
    db,
    (tx) => insertReview(tx, input),
    (inserted) => contentEvent(principal, client, 'content.created', 'review', inserted.id),
  );
  return toReviewDto(row);
}

export async function editReview({
  db,
  principal,
  id,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  input: z.infer<typeof ZReviewInput>;
  client: ClientContext;
}) {
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateReview(tx, id, input);
      if (!updated) throw notFound('Review not found');
      return updated;
    },
    () => contentEvent(principal, client, 'content.updated', 'review', id),
  );
  return toReviewDto(row);
}

export async function removeReview({
  db,
  principal,
  id,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
}) {
  await auditedChange(
    db,
    async (tx) => {
      if (!(await deleteReview(tx, id))) throw notFound('Review not found');
    },
    () => contentEvent(principal, client, 'content.deleted', 'review', id),
  );
}
