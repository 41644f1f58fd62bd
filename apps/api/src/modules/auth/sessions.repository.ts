import { and, eq, gt, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/identity';

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
  const active = (id: string) =>
    sql`exists (select 1 from users u where u.id = ${id} and u.status = 'active' and u.deleted_at is null)`;
  const { rows } = (await db.execute(sql`select 1 as live from refresh_tokens t
    where t.family_id = ${session.familyId} and t.user_id = ${session.userId}
      and ${session.maskedBy ? sql`t.masked_by = ${session.maskedBy}` : sql`t.masked_by is null`}
      and t.revoked_at is null and t.expires_at > now()
      and ${active(session.userId)}
      ${session.maskedBy ? sql`and ${active(session.maskedBy)}` : sql``}
    limit 1`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

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
