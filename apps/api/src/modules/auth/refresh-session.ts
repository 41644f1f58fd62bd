import { authMessages, type TTokenResponse } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserById, isUserActive } from '../users';
import { canSignIn } from '../users/user-dto';
import { type ClientContext, hashToken, issueTokens } from './session-tokens';
import { findRefreshTokenByHash, markRotated, revokeFamily } from './sessions.repository';

const ended = () => new AppError(ErrorCode.UNAUTHORIZED, authMessages.invalidRefreshToken);

/**
 * How long after a refresh token was rotated it may still be presented: two tabs of one browser
 * share the token and often refresh together, and the slower one must not sign both out.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

/**
 * Rotates a refresh token: the presented one is spent and a new pair is issued in the same
 * session, which keeps its original expiry. A token presented again within the grace after its
 * rotation (another tab refreshing at the same moment) gets a pair of its own in the session; any
 * later second use means it was copied: the whole session is revoked and the reuse audited.
 */
export async function refreshSession({
  db,
  tokens,
  refreshToken,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  refreshToken: string;
  client: ClientContext;
}): Promise<TTokenResponse> {
  const row = await findRefreshTokenByHash(db, hashToken(refreshToken));
  if (!row || row.revokedAt) throw ended();
  const inGrace = (at: Date) => Date.now() - at.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (row.rotatedAt && !inGrace(row.rotatedAt)) {
    await revokeFamily(db, row.familyId, 'reuse');
    await recordAuditEvent({
      db,
      action: 'auth.refresh_reuse',
      subjectUserId: row.userId,
      recordType: 'session',
      recordId: row.familyId,
      context: client,
    });
    throw ended();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw ended();
  const user = await findUserById(db, row.userId);
  // A masked session also ends when the admin acting in it can no longer sign in.
  if (!user || !canSignIn(user) || (row.maskedBy && !(await isUserActive(db, row.maskedBy)))) {
    await revokeFamily(db, row.familyId, 'account unavailable');
    throw ended();
  }
  return db.transaction(async (tx) => {
    // Of two requests racing with one token, one rotates it; the other is inside the grace.
    if (!row.rotatedAt && !(await markRotated(tx, row.id))) {
      const now = await findRefreshTokenByHash(tx, hashToken(refreshToken));
      if (!now || now.revokedAt) throw ended();
    }
    return issueTokens({
      db: tx,
      tokens,
      user,
      client,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
      maskedBy: row.maskedBy,
    });
  });
}
