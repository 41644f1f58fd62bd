import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { actorsOf, auditedChange } from '../audit/record-audit-event';
import type { ClientContext } from './session-tokens';
import { revokeUserFamily } from './sessions.repository';

/** Ends the caller's current session: its refresh tokens stop working, and so does its access token. */
export async function logout({
  db,
  principal,
  client,
}: {
  db: Db;
  principal: Principal;
  client: ClientContext;
}) {
  await auditedChange(
    db,
    (tx) => revokeUserFamily(tx, principal.userId, principal.sessionId, 'logout'),
    () => ({
      action: principal.actorId ? 'mask.ended' : 'auth.logout',
      ...actorsOf(principal),
      subjectUserId: principal.userId,
      recordType: 'session',
      recordId: principal.sessionId,
      context: client,
    }),
  );
}
