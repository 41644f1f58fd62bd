import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pinCodes } from '../../db/schema/identity';

export type PinCodeRow = typeof pinCodes.$inferSelect;
export type PinPurpose = PinCodeRow['purpose'];

export async function insertPinCode(db: Executor, row: typeof pinCodes.$inferInsert): Promise<void> {
  await db.insert(pinCodes).values(row);
}

/** Codes sent to this phone number or address in the last hour. */
export async function countRecentPinSends(db: Executor, destination: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pinCodes)
    .where(
      and(eq(pinCodes.destination, destination), gt(pinCodes.createdAt, sql`now() - interval '1 hour'`)),
    );
  return Number(row?.n ?? 0);
}

/** The newest unused, unexpired code for this purpose and destination: only the last one sent counts. */
export async function findActivePinCode(
  db: Executor,
  { userId, purpose, destination }: { userId: string; purpose: PinPurpose; destination: string },
): Promise<PinCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(pinCodes)
    .where(
      and(
        eq(pinCodes.userId, userId),
        eq(pinCodes.purpose, purpose),
        eq(pinCodes.destination, destination),
        isNull(pinCodes.usedAt),
        gt(pinCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(pinCodes.createdAt))
    .limit(1);
  return row;
}

export async function addWrongAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(pinCodes)
    .set({ wrongAttempts: sql`${pinCodes.wrongAttempts} + 1` })
    .where(eq(pinCodes.id, id))
    .returning({ wrongAttempts: pinCodes.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

/** Spends a code; false when another request spent it first. */
export async function markPinUsed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(pinCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(pinCodes.id, id), isNull(pinCodes.usedAt)))
    .returning({ id: pinCodes.id });
  return rows.length === 1;
}
