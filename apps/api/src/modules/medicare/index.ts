/**
 * The medicare module's public face (docs/architecture.md, "API layering"): booking asks
 * `bulkBillingFor` whether a consult may be bulk billed, and under which MBS item, in its own
 * transaction.
 */
export { type BulkBillingAnswer, bulkBillingFor } from './bulk-billing';
export { insertMbsItemsIfAbsent, type NewMbsItem } from './medicare.repository';
