import { and, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { refreshTokens, users } from '../../db/schema/identity';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Executor, row: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshTokenByHash(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token rotated; false when another request rotated or revoked it first. */
export async function markRotated(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string, reason: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamily(
  db: Executor,
  userId: string,
  familyId: string,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Whether an access token's session may still act, in one read (every signed-in request asks):
 * its family has an unrevoked, unexpired token, and its user, and the admin acting as them if any,
 * are active and not deleted. `maskedBy` must match the family's: a masked session is never
 * mistaken for the person's own, nor the other way round.
 */
export async function isSessionFamilyLive(
  db: Executor,
  session: { userId: string; familyId: string; maskedBy: string | null },
): Promise<boolean> {
  const { maskedBy, ...own } = session;
  const rows = maskedBy
    ? await liveMaskedSession(db).execute({ ...own, maskedBy })
    : await liveOwnSession(db).execute(own);
  return rows.length > 0;
}

/** The query isSessionFamilyLive asks: for a masked session, its admin must be active too. */
const liveSessionQuery = (masked: boolean) =>
  preparedQuery((db: Executor) => {
    const person = alias(users, 'person');
    const admin = alias(users, 'admin');
    const active = (who: { status: AnyPgColumn; deletedAt: AnyPgColumn }) =>
      and(eq(who.status, 'active'), isNull(who.deletedAt));
    const tokens = db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .innerJoin(person, and(eq(person.id, refreshTokens.userId), active(person)));
    return (
      masked ? tokens.innerJoin(admin, and(eq(admin.id, refreshTokens.maskedBy), active(admin))) : tokens
    )
      .where(
        and(
          eq(refreshTokens.familyId, sql.placeholder('familyId')),
          eq(refreshTokens.userId, sql.placeholder('userId')),
          masked ? eq(refreshTokens.maskedBy, sql.placeholder('maskedBy')) : isNull(refreshTokens.maskedBy),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare(masked ? 'session_live_masked' : 'session_live');
  });
const liveOwnSession = liveSessionQuery(false);
const liveMaskedSession = liveSessionQuery(true);

export interface SessionRow {
  familyId: string;
  startedAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** The user's live sessions: the current token of each family, with when the family began. */
export async function listLiveSessions(db: Executor, userId: string): Promise<SessionRow[]> {
  const current = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        // An admin's masked session is theirs, not the patient's; the access history shows it.
        isNull(refreshTokens.maskedBy),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  if (current.length === 0) return [];
  const starts = await db
    .select({ familyId: refreshTokens.familyId, startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(
      inArray(
        refreshTokens.familyId,
        current.map((c) => c.familyId),
      ),
    )
    .groupBy(refreshTokens.familyId);
  const startOf = new Map(starts.map((s) => [s.familyId, s.startedAt]));
  return current
    .map((c) => ({
      familyId: c.familyId,
      startedAt: startOf.get(c.familyId) ?? c.createdAt,
      lastUsedAt: c.createdAt,
      expiresAt: c.expiresAt,
      userAgent: c.userAgent,
      ip: c.ip,
    }))
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/** Ends every session of a user (blocking, deletion). */
export async function revokeAllUserSessions(db: Executor, userId: string, reason: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
