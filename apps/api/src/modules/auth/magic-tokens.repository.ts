import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { magicTokens } from '../../db/schema/identity';

export async function insertMagicToken(db: Executor, row: typeof magicTokens.$inferInsert): Promise<void> {
  await db.insert(magicTokens).values(row);
}

export type LinkPurpose = (typeof magicTokens.$inferSelect)['purpose'];

/** How many links of this kind were sent to this user in the last hour. */
export async function countRecentMagicTokens(
  db: Executor,
  userId: string,
  purpose: LinkPurpose = 'login',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(magicTokens)
    .where(
      and(
        eq(magicTokens.userId, userId),
        eq(magicTokens.purpose, purpose),
        gt(magicTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Spends an unexpired, unused token; its user id, or undefined. Exactly one caller can win. */
export async function consumeMagicToken(
  db: Executor,
  tokenHash: string,
  purpose: LinkPurpose = 'login',
): Promise<string | undefined> {
  const [row] = await db
    .update(magicTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(magicTokens.tokenHash, tokenHash),
        eq(magicTokens.purpose, purpose),
        isNull(magicTokens.usedAt),
        gt(magicTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: magicTokens.userId });
  return row?.userId;
}

export type MagicTokenRow = typeof magicTokens.$inferSelect;

/** The token with this hash and purpose, spent or not, to say why it no longer works. */
export async function findMagicToken(
  db: Executor,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<MagicTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(magicTokens)
    .where(and(eq(magicTokens.tokenHash, tokenHash), eq(magicTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Spends a token by id; false when someone else spent it first. */
export async function spendMagicToken(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(magicTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(magicTokens.id, id), isNull(magicTokens.usedAt)))
    .returning({ id: magicTokens.id });
  return rows.length === 1;
}
