/** What other features may use of billing: the server's payments set-up, and choosing a card to pay with. */
export { paymentsConfigQueryOptions, usePaymentsConfig } from './api/get-payments-config';
export { CardPicker } from './components/card-picker';
export { TestPaymentsLabel } from './components/test-payments-label';
