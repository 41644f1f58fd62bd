/**
 * The invoices module's public face (docs/architecture.md, "API layering"): billing issues a
 * payment's invoice through `issueInvoice`, inside the transaction that marks it captured; the app
 * registers the routes.
 */

export { exportInvoicesFor } from './export-invoices-for';
export { invoicesRoutes } from './invoices.routes';
export { issueInvoice } from './issue-invoice';
export { queueReceipt } from './send-receipt';
