import { MAGIC_LINK_SENDS_PER_HOUR, MAGIC_LINK_TTL_MINUTES, magicLinkMessages } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { ClientContext } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { findUserByEmail, findUserById, markEmailVerified } from '../users';
import { canSignIn } from '../users/user-dto';
import { completeSignIn, type SignInResult } from './complete-sign-in';
import { emailOneTimeLink } from './email-link';
import { consumeMagicToken } from './magic-tokens.repository';
import { hashToken } from './session-tokens';
import { assertUnderLimit, attemptsOf, recordAttempt } from './sign-in-throttle';

/**
 * Emails a one-time sign-in link. The answer is the same whether or not the address has an
 * account, the 429 after 5 requests an hour included (counted per address, known or not), so the
 * endpoint cannot be used to find out who is a patient (decision 0054).
 */
export async function sendMagicLink({
  db,
  mail,
  pepper,
  email,
  publicUrl,
}: {
  db: Db;
  mail: MailDelivery;
  /** Keys the sign-in throttle. */
  pepper: string;
  email: string;
  publicUrl: string;
}): Promise<{ message: string }> {
  const requests = attemptsOf(pepper, 'magic_link', email, null);
  await assertUnderLimit(db, requests, {
    limit: MAGIC_LINK_SENDS_PER_HOUR,
    minutes: 60,
    message: 'Too many sign-in links requested. Please try again in an hour.',
  });
  await recordAttempt(db, requests);
  const user = await findUserByEmail(db, email);
  if (user && canSignIn(user)) {
    await emailOneTimeLink({
      db,
      mail,
      user,
      purpose: 'login',
      ttlMinutes: MAGIC_LINK_TTL_MINUTES,
      subject: 'Your Curo sign-in link',
      link: (token) => `${publicUrl}/login?magicToken=${token}`,
      intro: 'Use this link to sign in to Curo.',
      outro:
        'If you did not ask for it, you can ignore this email: nobody can use it without access to your inbox.',
    });
  }
  return { message: magicLinkMessages.sent };
}

/** Exchanges a magic token for a session. Spent, expired and unknown tokens answer alike. */
export async function exchangeMagicToken({
  db,
  tokens,
  magicToken,
  client,
}: {
  db: Db;
  tokens: AccessTokens;
  magicToken: string;
  client: ClientContext;
}): Promise<SignInResult> {
  const invalid = new AppError(ErrorCode.UNAUTHORIZED, magicLinkMessages.invalid);
  const userId = await consumeMagicToken(db, hashToken(magicToken));
  if (!userId) throw invalid;
  const user = await findUserById(db, userId);
  if (!user || !canSignIn(user)) throw invalid;
  return db.transaction(async (tx) => {
    // The link reached the inbox and came back: the address is confirmed.
    await markEmailVerified(tx, user.id);
    return completeSignIn({ db: tx, tokens, user, client, method: 'magicLink' });
  });
}
