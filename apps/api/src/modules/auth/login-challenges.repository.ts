import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginChallenges } from '../../db/schema/identity';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export async function insertLoginChallenge(
  db: Executor,
  row: typeof loginChallenges.$inferInsert,
): Promise<void> {
  await db.insert(loginChallenges).values(row);
}

/** An unused, unexpired challenge with tries left. */
export async function findOpenChallenge(
  db: Executor,
  tokenHash: string,
  maxTries: number,
): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
        lt(loginChallenges.wrongAttempts, maxTries),
      ),
    )
    .limit(1);
  return row;
}

export async function addChallengeWrongAttempt(db: Executor, id: string): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ wrongAttempts: sql`${loginChallenges.wrongAttempts} + 1` })
    .where(eq(loginChallenges.id, id));
}

/** Spends a challenge; false when a concurrent request spent it first. */
export async function markChallengeUsed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}
