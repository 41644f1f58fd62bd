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
 * Rotates a refresh token: the presented one is spent and a new pair is issued in the same
 * session, which keeps its original expiry. A token presented a second time was copied: the
 * whole session is revoked and the reuse audited.
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
  if (row.rotatedAt) {
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
    // Two requests racing with the same token: only one rotates it; the other is a reuse.
    if (!(await markRotated(tx, row.id))) throw ended();
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
