import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { type AuditEventInput, actorsOf } from '../audit/record-audit-event';

/**
 * The audit event of a change to someone's account: which fields changed, never their values (the
 * trail must not become a copy of the record).
 */
export const userUpdated = (
  principal: Principal,
  userId: string,
  client: ClientContext,
  fields: readonly string[],
): AuditEventInput => ({
  action: 'user.updated',
  ...actorsOf(principal),
  subjectUserId: userId,
  recordType: 'user',
  recordId: userId,
  context: client,
  details: { fields: [...fields] },
});
