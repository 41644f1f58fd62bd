import { googleMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { ClientContext } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { findUserByEmail, insertPatientProfile, insertUser } from '../users';
import { canSignIn } from '../users/user-dto';
import { completeSignIn, type SignInResult } from './complete-sign-in';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Verifies Google ID tokens against Google's published keys (cached by jose between calls). */
export class GoogleVerifier {
  private readonly jwks;

  constructor(
    readonly clientId: string,
    jwksUrl: string,
  ) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl));
  }

  async verify(idToken: string): Promise<{ email: string; givenName: string; familyName: string }> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        algorithms: ['RS256'],
      }));
    } catch {
      throw new AppError(ErrorCode.UNAUTHORIZED, googleMessages.invalid);
    }
    if (typeof payload.email !== 'string') throw new AppError(ErrorCode.UNAUTHORIZED, googleMessages.invalid);
    if (payload.email_verified !== true)
      throw new AppError(ErrorCode.UNAUTHORIZED, googleMessages.unverified);
    return {
      email: payload.email,
      givenName:
        typeof payload.given_name === 'string' ? payload.given_name : (payload.email.split('@')[0] ?? ''),
      familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  }
}

/**
 * Signs in with a Google ID token. A verified Google email that matches an account signs into
 * it; a new one becomes a patient account without a password.
 */
export async function googleLogin({
  db,
  tokens,
  verifier,
  idToken,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  verifier: GoogleVerifier | null;
  idToken: string;
  client: ClientContext;
}): Promise<SignInResult> {
  if (!verifier) throw new AppError(ErrorCode.NOT_FOUND, googleMessages.notConfigured);
  const google = await verifier.verify(idToken);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, google.email);
    if (!user) {
      user = await insertUser(tx, {
        email: google.email,
        role: 'patient',
        firstName: google.givenName || 'Patient',
        lastName: google.familyName || '-',
        emailVerifiedAt: new Date(),
      });
      if (!user) throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
      await insertPatientProfile(tx, user.id);
      await recordAuditEvent({
        db: tx,
        action: 'user.created',
        actorId: user.id,
        subjectUserId: user.id,
        recordType: 'user',
        recordId: user.id,
        context: client,
        details: { role: 'patient', via: 'google' },
      });
    }
    if (!canSignIn(user))
      throw new AppError(
        ErrorCode.ACCOUNT_UNAVAILABLE,
        'This account cannot sign in. Contact support if you think this is a mistake',
      );
    return completeSignIn({ db: tx, tokens, user, client, method: 'google' });
  });
}
