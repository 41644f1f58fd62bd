/**
 * What other features may use of referrals: the consult page's "Referrals from this consult"
 * section (the doctor's "Offer referral" button and dialog, and the referrals offered from it).
 */
export { OfferReferral } from './components/offer-referral-dialog';
