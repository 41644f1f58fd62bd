import { ErrorCode } from '@curo/core/errors';
import {
  referralMessages,
  sydneyDay,
  type TReferral,
  type TRespondReferralOffer,
} from '@curo/core/referrals';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { toReferralDto } from './referral-dto';
import { mayAnswer, referralScope } from './referrals.policy';
import { answerReferral, findReferralView } from './referrals.repository';

/**
 * `POST /appointments/{id}/responseReferralOffer`: the patient accepts or declines a referral
 * offered from consult `id`, once (409 REFERRAL_ANSWERED after that; 409 REFERRAL_EXPIRED when its
 * validity has run out). Accepting an internal referral is what lets it book that specialist or
 * specialty (bookSpecialtySlot with `referralId`).
 */
export async function respondReferralOffer({
  db,
  principal,
  appointmentId,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  input: TRespondReferralOffer;
  now?: Date;
}): Promise<TReferral> {
  const today = sydneyDay(now);
  const scope = referralScope(principal);
  const found = scope && (await findReferralView(db, input.referralId, scope, today));
  if (!found || found.referral.appointmentId !== appointmentId || !mayAnswer(principal, found.referral))
    throw notFound(referralMessages.notFound);
  if (found.referral.status !== 'offered') throw new AppError(ErrorCode.REFERRAL_ANSWERED);
  if (found.shownStatus === 'expired') throw new AppError(ErrorCode.REFERRAL_EXPIRED);
  const answered = await answerReferral(db, found.referral.id, {
    status: input.response === 'accept' ? 'accepted' : 'declined',
    reason: input.reason ?? null,
    at: now,
  });
  // Two answers at once: the other one was recorded first.
  if (!answered) throw new AppError(ErrorCode.REFERRAL_ANSWERED);
  const view = await findReferralView(db, answered.id, scope, today);
  if (!view) throw notFound(referralMessages.notFound);
  return toReferralDto(view);
}
