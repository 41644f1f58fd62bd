import {
  authMessages,
  normaliseAuMobile,
  type TCreatePatientRequest,
  type TTokenResponse,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { type ClientContext, issueTokens } from '../auth/session-tokens';
import { toUserDto } from './user-dto';
import { insertPatientProfile, insertUser } from './users.repository';

/** Patient sign-up: the account, its profile and a first session, in one transaction. */
export async function createPatient({
  db,
  tokens,
  request,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  request: TCreatePatientRequest;
  client: ClientContext;
}): Promise<TTokenResponse> {
  const problem = passwordProblem(request.password);
  if (problem) throw new AppError(400, ErrorCode.VALIDATION, problem);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: request.email,
      passwordHash,
      role: 'patient',
      firstName: request.firstName,
      lastName: request.lastName,
      phone: request.phone ? (normaliseAuMobile(request.phone) ?? request.phone) : null,
    });
    if (!user) throw new AppError(409, 'EMAIL_TAKEN', authMessages.emailTaken);
    await insertPatientProfile(tx, user.id);
    await recordAuditEvent({
      db: tx,
      action: 'user.created',
      actorId: user.id,
      subjectUserId: user.id,
      recordType: 'user',
      recordId: user.id,
      context: client,
      details: { role: 'patient', via: 'signup' },
    });
    const issued = await issueTokens({ db: tx, tokens, user, client });
    return { ...issued, user: toUserDto(user) };
  });
}
