import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  authMessages,
  PIN_MAX_WRONG_TRIES,
  PIN_SENDS_PER_HOUR,
  PIN_TTL_MINUTES,
  pinMessages,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import {
  clearFailedAttempts,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  recordFailedAttempt,
  setVerifiedEmail,
  setVerifiedPhone,
  type UserRow,
} from '../users';
import { canSignIn, toUserDto } from '../users/user-dto';
import { completeSignIn, type SignInResult } from './complete-sign-in';
import {
  addWrongAttempt,
  countRecentPinSends,
  findActivePinCode,
  insertPinCode,
  markPinUsed,
  type PinPurpose,
} from './pin-codes.repository';
import { assertUnderLimit, attemptsOf, recordAttempt } from './sign-in-throttle';

export interface PinDeps {
  db: Db;
  mail: MailDelivery;
  /** Keys the code hashes, so a leaked table does not give the codes away by brute force. */
  pepper: string;
}

const hashPin = (pepper: string, code: string) => createHmac('sha256', pepper).update(code).digest('hex');
/**
 * How a refused code is answered. Signing in has no session, so 401 is the answer itself; a
 * signed-in check (a new phone, a new email) answers 400, since a 401 to a request with a session
 * means "the session is gone" and the browser would sign the person out (decision 0053).
 */
type TPinRefusal = typeof ErrorCode.UNAUTHORIZED | typeof ErrorCode.VALIDATION_ERROR;
/** A sign-in code that matches no account is refused as a wrong code is. */
const invalidSignIn = () => new AppError(ErrorCode.UNAUTHORIZED, pinMessages.invalid);

async function createAndSend(
  deps: PinDeps,
  {
    user,
    purpose,
    channel,
    destination,
  }: { user: UserRow; purpose: PinPurpose; channel: 'sms' | 'email'; destination: string },
) {
  if ((await countRecentPinSends(deps.db, destination)) >= PIN_SENDS_PER_HOUR) {
    throw new AppError(ErrorCode.RATE_LIMITED, pinMessages.tooManySends);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const text = `Your Curo code is ${code}. It works for ${PIN_TTL_MINUTES} minutes. Never share it: Curo staff will not ask for it.`;
  await deps.db.transaction(async (tx) => {
    await insertPinCode(tx, {
      userId: user.id,
      purpose,
      channel,
      destination,
      codeHash: hashPin(deps.pepper, code),
      expiresAt: new Date(Date.now() + PIN_TTL_MINUTES * 60 * 1000),
    });
    if (channel === 'sms') await deps.mail.queueSms(tx, { toAddress: destination, textBody: text });
    else
      await deps.mail.queueEmail(tx, {
        toAddress: destination,
        subject: `Your Curo code: ${code}`,
        textBody: text,
      });
  });
  void deps.mail.kick();
}

/**
 * Checks a code and spends it. Each wrong try counts against the code: after 5 it is spent, and
 * only a new code (5 an hour at most) gives new tries. Nothing locks the account (decision 0054).
 */
async function checkPin(
  deps: PinDeps,
  {
    user,
    purpose,
    destination,
    code,
    refusal = ErrorCode.UNAUTHORIZED,
  }: { user: UserRow; purpose: PinPurpose; destination: string; code: string; refusal?: TPinRefusal },
): Promise<void> {
  const invalid = () => new AppError(refusal, pinMessages.invalid);
  const pin = await findActivePinCode(deps.db, { userId: user.id, purpose, destination });
  if (!pin) throw invalid();
  if (pin.wrongAttempts >= PIN_MAX_WRONG_TRIES) throw new AppError(refusal, pinMessages.tooManyTries);
  const given = Buffer.from(hashPin(deps.pepper, code));
  const stored = Buffer.from(pin.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const tries = await addWrongAttempt(deps.db, pin.id);
    await recordFailedAttempt(deps.db, user.id);
    throw tries >= PIN_MAX_WRONG_TRIES ? new AppError(refusal, pinMessages.tooManyTries) : invalid();
  }
  if (!(await markPinUsed(deps.db, pin.id))) throw invalid();
  await clearFailedAttempts(deps.db, user.id);
}

/** `sendPinCode` / `sendPinCodeWithMail`: a sign-in code, or for a signed-in caller, a phone check. */
export async function sendPinCode(
  deps: PinDeps,
  { phone, email, principal }: { phone?: string; email?: string; principal: Principal | null },
): Promise<{ message: string }> {
  if (phone && principal) {
    const user = await findUserById(deps.db, principal.userId);
    if (user) await createAndSend(deps, { user, purpose: 'verifyPhone', channel: 'sms', destination: phone });
    return { message: pinMessages.sent };
  }
  // Counted per address or number whether or not it has an account, so the 6th request in an hour
  // answers 429 for anyone and says nothing about who is a patient (decision 0054).
  const requests = attemptsOf(deps.pepper, 'pin_send', phone ?? email ?? '', null);
  await assertUnderLimit(deps.db, requests, {
    limit: PIN_SENDS_PER_HOUR,
    minutes: 60,
    message: pinMessages.tooManySends,
  });
  await recordAttempt(deps.db, requests);
  const user = phone ? await findUserByPhone(deps.db, phone) : await findUserByEmail(deps.db, email ?? '');
  if (user && canSignIn(user)) {
    await createAndSend(deps, {
      user,
      purpose: 'login',
      channel: phone ? 'sms' : 'email',
      destination: phone ?? user.email,
    });
  }
  return { message: pinMessages.sent };
}

/** `loginWithPinCode`: a session for the right, fresh code. */
export async function loginWithPinCode(
  deps: PinDeps & { tokens: AccessTokens },
  {
    phone,
    email,
    pinCode,
    client,
  }: { phone?: string; email?: string; pinCode: string; client: ClientContext },
): Promise<SignInResult> {
  const user = phone ? await findUserByPhone(deps.db, phone) : await findUserByEmail(deps.db, email ?? '');
  if (!user) throw invalidSignIn();
  await checkPin(deps, { user, purpose: 'login', destination: phone ?? user.email, code: pinCode });
  if (!canSignIn(user)) throw new AppError(ErrorCode.ACCOUNT_UNAVAILABLE, authMessages.accountUnavailable);
  return deps.db.transaction((tx) =>
    completeSignIn({ db: tx, tokens: deps.tokens, user, client, method: phone ? 'smsPin' : 'emailPin' }),
  );
}

async function userOf(db: Executor, principal: Principal): Promise<UserRow> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED, authMessages.unauthenticated);
  return user;
}

/** `verifyPinCode`: the caller proves they hold `phone`, which becomes their verified number. */
export async function verifyPhonePin(
  deps: PinDeps,
  { principal, phone, pinCode }: { principal: Principal; phone: string; pinCode: string },
) {
  const user = await userOf(deps.db, principal);
  await checkPin(deps, {
    user,
    purpose: 'verifyPhone',
    destination: phone,
    code: pinCode,
    refusal: ErrorCode.VALIDATION_ERROR,
  });
  await setVerifiedPhone(deps.db, user.id, phone);
  return toUserDto({ ...user, phone });
}

/** `sendPinCodeChangeEmail`: a code to the new address, which must not belong to anyone else. */
export async function sendChangeEmailPin(
  deps: PinDeps,
  { principal, email }: { principal: Principal; email: string },
) {
  const user = await userOf(deps.db, principal);
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== user.id) throw new AppError(ErrorCode.EMAIL_TAKEN, authMessages.emailTaken);
  await createAndSend(deps, {
    user,
    purpose: 'changeEmail',
    channel: 'email',
    destination: email.toLowerCase(),
  });
  return { message: pinMessages.sent };
}

/** `changeEmail/{email}`: with the code sent there, the address becomes the account's email. */
export async function changeEmail(
  deps: PinDeps,
  { principal, email, pinCode }: { principal: Principal; email: string; pinCode: string },
) {
  const user = await userOf(deps.db, principal);
  const destination = email.toLowerCase();
  await checkPin(deps, {
    user,
    purpose: 'changeEmail',
    destination,
    code: pinCode,
    refusal: ErrorCode.VALIDATION_ERROR,
  });
  if (!(await setVerifiedEmail(deps.db, user.id, destination))) {
    throw new AppError(ErrorCode.EMAIL_TAKEN, authMessages.emailTaken);
  }
  return toUserDto({ ...user, email: destination, emailVerifiedAt: new Date() });
}
