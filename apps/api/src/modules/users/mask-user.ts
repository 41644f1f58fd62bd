import { type TTokenResponse, totpMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { MASK_SESSION_MINUTES, maskMessages, type TMaskUserRequest } from '@curo/core/users';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { AppError, notFound } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { issueTokens } from '../auth/session-tokens';
import { checkTotp } from '../auth/totp';
import { canSignIn, toUserDto } from './user-dto';
import { maskRefusal } from './users.policy';
import { findUserById } from './users.repository';

/**
 * `POST /users/maskUser/{id}`: an admin acts as a patient, to see what they see. The admin must
 * have two-step sign-in on and give a current code and a reason. The session is the patient's,
 * marked in the token and in the session with the admin's id, lasts an hour at most, and every
 * request in it is audited with both people (see app.ts).
 */
export async function maskUser({
  db,
  tokens,
  box,
  principal,
  id,
  request,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  box: SecretBox;
  principal: Principal;
  id: string;
  request: TMaskUserRequest;
  client: ClientContext;
}): Promise<TTokenResponse> {
  const admin = await findUserById(db, principal.userId);
  if (!admin?.totpEnabledAt) throw new AppError(ErrorCode.TOTP_REQUIRED, maskMessages.totpRequired);
  const target = await findUserById(db, id);
  const refusal = target && maskRefusal(target);
  if (!target || refusal === 'gone') throw notFound('User not found');
  if (refusal === 'notPatient') throw new AppError(ErrorCode.VALIDATION_ERROR, maskMessages.patientsOnly);
  if (!canSignIn(target)) throw new AppError(ErrorCode.ACCOUNT_UNAVAILABLE, maskMessages.inactive);
  if (!(await checkTotp(db, box, admin, request.totpCode))) {
    await recordAuditEvent({
      db,
      action: 'mask.denied',
      actorId: admin.id,
      subjectUserId: target.id,
      context: client,
      details: { reason: 'totp' },
    });
    throw new AppError(ErrorCode.VALIDATION_ERROR, totpMessages.invalidCode);
  }
  return db.transaction(async (tx) => {
    const issued = await issueTokens({
      db: tx,
      tokens,
      user: target,
      client,
      maskedBy: admin.id,
      expiresAt: new Date(Date.now() + MASK_SESSION_MINUTES * 60 * 1000),
    });
    await recordAuditEvent({
      db: tx,
      action: 'mask.started',
      actorId: admin.id,
      actingAsId: target.id,
      subjectUserId: target.id,
      recordType: 'user',
      recordId: target.id,
      context: client,
      details: { reason: request.reason },
    });
    return { ...issued, user: toUserDto(target) };
  });
}
