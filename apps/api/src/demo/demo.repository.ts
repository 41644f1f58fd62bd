import { eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { faqCategories, faqs, reviews, siteSettings, specialties } from '../db/schema/content';
import { doctorProfiles } from '../db/schema/identity';
import { availabilityRules, shifts } from '../db/schema/scheduling';
import { seedHistory } from '../db/schema/seed';

/**
 * The demo data's own reads and writes: bulk rows a first start lays down, and the bookkeeping of
 * which seed sets have run. The demo is an application of the modules (it makes accounts and
 * companies through their repositories); what is left here has no use case of its own.
 */

/** Records that the seed set `name` ran; false when it had already (nothing to do). */
export async function claimSeed(tx: Executor, name: string): Promise<boolean> {
  const inserted = await tx.insert(seedHistory).values({ name }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export type NewSpecialty = typeof specialties.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;
export type NewFaqCategory = typeof faqCategories.$inferInsert;
export type NewFaq = typeof faqs.$inferInsert;
export type NewShift = typeof shifts.$inferInsert;
export type NewAvailabilityRule = typeof availabilityRules.$inferInsert;

export async function insertSiteContentRows(
  tx: Executor,
  rows: {
    specialties: NewSpecialty[];
    settings: Array<{ key: string; value: unknown }>;
    reviews: NewReview[];
  },
): Promise<void> {
  await tx.insert(specialties).values(rows.specialties).onConflictDoNothing();
  await tx.insert(siteSettings).values(rows.settings).onConflictDoNothing();
  if (rows.reviews.length) await tx.insert(reviews).values(rows.reviews);
}

export async function insertFaqRows(
  tx: Executor,
  categories: NewFaqCategory[],
  entries: NewFaq[],
): Promise<void> {
  await tx.insert(faqCategories).values(categories).onConflictDoNothing();
  await tx.insert(faqs).values(entries).onConflictDoNothing();
}

export async function setDoctorConsultSettings(
  tx: Executor,
  doctorId: string,
  settings: unknown,
): Promise<void> {
  await tx
    .update(doctorProfiles)
    .set({ consultSettings: settings })
    .where(eq(doctorProfiles.userId, doctorId));
}

export async function insertAvailabilityRules(tx: Executor, rows: NewAvailabilityRule[]): Promise<void> {
  if (rows.length) await tx.insert(availabilityRules).values(rows);
}

/** Holds the demo roster's lock until the transaction ends: one roll at a time across instances. */
export async function lockDemoRoster(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('curo-demo-roster'))`);
}

/** Where each doctor's shifts marked `note` end, per doctor and kind. */
export function lastShiftEnds(tx: Executor, note: string) {
  return tx
    .select({ doctorId: shifts.doctorId, kind: shifts.kind, endsAt: max(shifts.endsAt) })
    .from(shifts)
    .where(eq(shifts.note, note))
    .groupBy(shifts.doctorId, shifts.kind);
}

export async function insertShifts(tx: Executor, rows: NewShift[]): Promise<void> {
  if (rows.length) await tx.insert(shifts).values(rows);
}
