import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviews, siteSettings } from '../../db/schema/content';

export type SettingKey = 'pricing' | 'kidsPricing' | 'homePageDetails';
export type ReviewRow = typeof reviews.$inferSelect;

export async function readSetting(db: Executor, key: SettingKey) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return row;
}

export async function writeSetting(db: Executor, key: SettingKey, value: unknown, updatedBy: string) {
  const [row] = await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

export function listReviews(db: Executor, { visibleOnly }: { visibleOnly: boolean }) {
  return db
    .select()
    .from(reviews)
    .where(visibleOnly ? eq(reviews.visible, true) : undefined)
    .orderBy(asc(reviews.position), asc(reviews.createdAt));
}

export async function insertReview(db: Executor, row: typeof reviews.$inferInsert): Promise<ReviewRow> {
  const [inserted] = await db
    .insert(reviews)
    .values({
      ...row,
      position: row.position ?? sql`(select coalesce(max(${reviews.position}), -1) + 1 from ${reviews})`,
    })
    .returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

export async function updateReview(db: Executor, id: string, fields: Partial<typeof reviews.$inferInsert>) {
  const [row] = await db.update(reviews).set(fields).where(eq(reviews.id, id)).returning();
  return row;
}

export async function deleteReview(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return rows.length === 1;
}
