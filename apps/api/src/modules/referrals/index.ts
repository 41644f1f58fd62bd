/**
 * The referrals module's public face (docs/architecture.md, "API layering"): scheduling attaches a
 * referral to the consult booked with it; app.ts registers the routes with the letter sender made of the documents and faxes modules.
 */
export { attachReferralToBooking } from './attach-referral';
export { type LetterSenderDeps, referralLetterSender } from './letter-by-documents';
export type { ReferralLetterSender } from './referral-letter-sender';
export { referralsRoutes } from './referrals.routes';
