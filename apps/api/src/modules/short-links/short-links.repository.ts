import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shortLinks } from '../../db/schema/content';

export type ShortLinkRow = typeof shortLinks.$inferSelect;

/** Inserts a link; undefined when the nano id is taken. */
export async function insertShortLink(db: Executor, row: typeof shortLinks.$inferInsert) {
  const [inserted] = await db.insert(shortLinks).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Follows a live link: counts the click and answers its target; undefined when unknown or expired. */
export async function followShortLink(db: Executor, nano: string): Promise<string | undefined> {
  const [row] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1` })
    .where(
      sql`${shortLinks.nano} = ${nano} and (${shortLinks.expiresAt} is null or ${shortLinks.expiresAt} > now())`,
    )
    .returning({ target: shortLinks.target });
  return row?.target;
}

export async function listShortLinks(db: Executor, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shortLinks)
      .orderBy(desc(shortLinks.createdAt), desc(shortLinks.nano))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(shortLinks),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function deleteShortLink(db: Executor, nano: string): Promise<boolean> {
  const rows = await db
    .delete(shortLinks)
    .where(eq(shortLinks.nano, nano))
    .returning({ nano: shortLinks.nano });
  return rows.length === 1;
}
