/** What other features may use of billing: the server's payments set-up, for a page that takes a card. */
export { paymentsConfigQueryOptions, usePaymentsConfig } from './api/get-payments-config';
export { TestPaymentsLabel } from './components/test-payments-label';
