import { authMessages, type TSession } from '@curo/core/auth';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { auditedChange } from '../audit/record-audit-event';
import type { ClientContext } from './session-tokens';
import { isSessionFamilyLive, listLiveSessions, revokeUserFamily } from './sessions.repository';

/** The caller's signed-in devices, most recently active first. */
export async function listSessions({
  db,
  principal,
}: {
  db: Executor;
  principal: Principal;
}): Promise<TSession[]> {
  const rows = await listLiveSessions(db, principal.userId);
  return rows.map((s) => ({
    id: s.familyId,
    createdAt: s.startedAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    userAgent: s.userAgent,
    ip: s.ip,
    current: s.familyId === principal.sessionId,
  }));
}

/** Signs one of the caller's sessions out; someone else's session is simply not found. */
export async function revokeSession({
  db,
  principal,
  sessionId,
  client,
}: {
  db: Db;
  principal: Principal;
  sessionId: string;
  client: ClientContext;
}): Promise<void> {
  await auditedChange(
    db,
    async (tx) => {
      if (!(await revokeUserFamily(tx, principal.userId, sessionId, 'revoked by user'))) {
        throw notFound(authMessages.sessionNotFound);
      }
    },
    () => ({
      action: 'auth.session_revoked',
      actorId: principal.userId,
      subjectUserId: principal.userId,
      recordType: 'session',
      recordId: sessionId,
      context: client,
    }),
  );
}

/** Whether an access token's session may still act: the user is active and the session unrevoked. */
export async function isSessionLive({
  db,
  principal,
}: {
  db: Executor;
  principal: Principal;
}): Promise<boolean> {
  return isSessionFamilyLive(db, {
    userId: principal.userId,
    familyId: principal.sessionId,
    maskedBy: principal.actorId ?? null,
  });
}
