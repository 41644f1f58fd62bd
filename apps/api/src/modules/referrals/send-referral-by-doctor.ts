import { ErrorCode } from '@curo/core/errors';
import {
  referralMessages,
  sydneyDay,
  type TReferralSent,
  type TSendReferralByDoctor,
} from '@curo/core/referrals';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { toReferralDto } from './referral-dto';
import type { ReferralLetterSender } from './referral-letter-sender';
import { maySend, referralScope } from './referrals.policy';
import { findReferralView } from './referrals.repository';

/**
 * `POST /appointments/sendReferralByDoctor`: the referring doctor sends the letter by email or fax.
 * Only their own referral (404 otherwise), and only once the patient has accepted it and while it
 * is valid (409 REFERRAL_NOT_SENDABLE): the acceptance is the patient's consent to the letter
 * going to a third party. The sending itself is the injected {@link ReferralLetterSender}.
 */
export async function sendReferralByDoctor({
  db,
  principal,
  input,
  sender,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  input: TSendReferralByDoctor;
  sender: ReferralLetterSender;
  client: ClientContext;
  now?: Date;
}): Promise<TReferralSent> {
  const scope = referralScope(principal);
  const view = scope && (await findReferralView(db, input.referralId, scope, sydneyDay(now)));
  if (!view || !maySend(principal, view.referral)) throw notFound(referralMessages.notFound);
  if (view.shownStatus !== 'accepted' && view.shownStatus !== 'booked')
    throw new AppError(ErrorCode.REFERRAL_NOT_SENDABLE);
  const to = input.channel === 'email' ? input.email : input.faxNumber;
  if (!to) throw new AppError(ErrorCode.VALIDATION_ERROR, referralMessages.emailNeeded);
  return sender.send({ referral: toReferralDto(view), channel: input.channel, to, principal, now, client });
}
