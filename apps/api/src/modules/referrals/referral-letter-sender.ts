import type { TReferral, TReferralSent } from '@curo/core/referrals';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';

/**
 * How a referral letter reaches an outside provider (decision 0042): `referralLetterSender`
 * (letter-by-documents.ts) implements it with the documents module (the referral letter PDF, sent
 * as an expiring email link through the outbox) and the faxes module (`sendFax` through the fax
 * provider). `sendReferralByDoctor` has already checked who asks, that the patient accepted the
 * referral and that it is valid, and validated the address (`to`: an email, or a fax number in
 * E.164). Implementations record what they sent in their own module and answer when it left.
 */
export interface ReferralLetterSender {
  send(letter: {
    referral: TReferral;
    channel: 'email' | 'fax';
    to: string;
    principal: Principal;
    now: Date;
    client: ClientContext;
  }): Promise<TReferralSent>;
}
