/**
 * What other features may use of Medicare: whether the patient's consult may be bulk billed, for
 * the booking page's "Bulk bill this consult" (with the reason when it may not).
 */
export {
  bulkBillingPath,
  getBulkBilling,
  type TBulkBillingResult,
  useBulkBilling,
} from './api/get-bulk-billing';
