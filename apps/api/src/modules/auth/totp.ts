import { totpMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { AppError } from '../../platform/errors';
import { auditedChange } from '../audit/record-audit-event';
import { claimTotpEpoch, findUserById, setTotp, type UserRow } from '../users';

async function me(db: Db, principal: Principal): Promise<UserRow> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, 'Please sign in to continue');
  return user;
}

/**
 * Whether `code` is the current (or adjacent) TOTP code for the user's confirmed secret, and has not
 * been used: each time step's code is accepted once, and none older than the last accepted, so a
 * code seen over a shoulder or in a log cannot be used again (RFC 6238 §5.2).
 */
export async function checkTotp(db: Executor, box: SecretBox, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret || !user.totpEnabledAt) return false;
  const result = await verify({ secret: box.open(user.totpSecret), token: code, epochTolerance: 30 });
  if (!result.valid) return false;
  // The start of the matched 30-second step (TOTP results carry it; the union's HOTP side does not).
  const epoch =
    'epoch' in result && typeof result.epoch === 'number'
      ? result.epoch
      : (Math.floor(Date.now() / 30_000) + result.delta) * 30;
  return claimTotpEpoch(db, user.id, epoch);
}

/** Starts enrolment: a new secret, shown once as a QR-code URI, stored sealed until confirmed. */
export async function startTotpSetup({
  db,
  box,
  principal,
}: {
  db: Db;
  box: SecretBox;
  principal: Principal;
}) {
  const user = await me(db, principal);
  if (user.totpEnabledAt) throw new AppError(ErrorCode.TOTP_ENABLED, totpMessages.alreadyEnabled);
  const secret = generateSecret();
  await setTotp(db, user.id, { totpSecret: box.seal(secret), totpEnabledAt: null });
  return { secret, otpauthUrl: generateURI({ issuer: 'Curo', label: user.email, secret }) };
}

/** Confirms enrolment with a first code from the authenticator app. */
export async function confirmTotpSetup({
  db,
  box,
  principal,
  code,
  client,
}: {
  db: Db;
  box: SecretBox;
  principal: Principal;
  code: string;
  client: ClientContext;
}) {
  const user = await me(db, principal);
  if (user.totpEnabledAt) throw new AppError(ErrorCode.TOTP_ENABLED, totpMessages.alreadyEnabled);
  if (!user.totpSecret) throw new AppError(ErrorCode.VALIDATION_ERROR, totpMessages.notStarted);
  const { valid } = await verify({ secret: box.open(user.totpSecret), token: code, epochTolerance: 30 });
  if (!valid) throw new AppError(ErrorCode.VALIDATION_ERROR, totpMessages.invalidCode);
  const secret = user.totpSecret;
  await auditedChange(
    db,
    (tx) => setTotp(tx, user.id, { totpSecret: secret, totpEnabledAt: new Date() }),
    () => ({ action: 'auth.totp_enabled', actorId: user.id, subjectUserId: user.id, context: client }),
  );
  return { enabled: true };
}

/** Turns TOTP off; the current code is required, so a stolen session alone cannot. */
export async function disableTotp({
  db,
  box,
  principal,
  code,
  client,
}: {
  db: Db;
  box: SecretBox;
  principal: Principal;
  code: string;
  client: ClientContext;
}) {
  const user = await me(db, principal);
  if (!(await checkTotp(db, box, user, code)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, totpMessages.invalidCode);
  await auditedChange(
    db,
    (tx) => setTotp(tx, user.id, { totpSecret: null, totpEnabledAt: null }),
    () => ({ action: 'auth.totp_disabled', actorId: user.id, subjectUserId: user.id, context: client }),
  );
  return { enabled: false };
}
