/**
 * What billing lends other modules: a consult's payment is held on the card when it is booked
 * (scheduling's confirm), and settled as the consult moves on (app.ts wires the settler to every
 * announced change and to a sweep).
 */

export { registerBillingJobs } from './billing-jobs';
export {
  type Authorisation,
  authoriseConsultCharge,
  type ConsultCharge,
  recordAuthorisation,
  releaseAuthorisation,
} from './consult-payments';
export { exportBillingFor } from './export-billing-for';
export { type SettleOptions, settleConsultPayments } from './settle-payments';
