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

/** What an employer's program gives a patient who signs up through it. */
export interface SignUpProgram {
  companyId: string;
  freeEmergencyConsults: number;
}

/**
 * Patient sign-up: the account, its profile and a first session, in one transaction. Through an
 * employer's program (`program`) the patient joins the company with its free emergency consults.
 */
export async function createPatient({
  db,
  tokens,
  request,
  client,
  program,
}: {
  db: Db;
  tokens: AccessTokens;
  request: TCreatePatientRequest;
  client: ClientContext;
  program?: SignUpProgram;
}): Promise<TTokenResponse> {
  const problem = passwordProblem(request.password);
  if (problem) throw new AppError(ErrorCode.VALIDATION_ERROR, problem);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: request.email,
      passwordHash,
      role: 'patient',
      firstName: request.firstName,
      lastName: request.lastName,
      phone: request.phone ? (normaliseAuMobile(request.phone) ?? request.phone) : null,
      companyId: program?.companyId ?? null,
    });
    if (!user) throw new AppError(ErrorCode.EMAIL_TAKEN, authMessages.emailTaken);
    await insertPatientProfile(tx, user.id, {
      freeEmergencyConsults: program?.freeEmergencyConsults ?? 0,
    });
    await recordAuditEvent({
      db: tx,
      action: 'user.created',
      actorId: user.id,
      subjectUserId: user.id,
      recordType: 'user',
      recordId: user.id,
      context: client,
      details: {
        role: 'patient',
        via: program ? 'companyProgram' : 'signup',
        ...(program ? { freeEmergencyConsults: program.freeEmergencyConsults } : {}),
      },
    });
    const issued = await issueTokens({ db: tx, tokens, user, client });
    return { ...issued, user: toUserDto(user) };
  });
}
