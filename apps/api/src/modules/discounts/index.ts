/**
 * The discounts module's public face (docs/architecture.md, "API layering"): booking uses a code
 * through `redeemDiscountCode`, in its own transaction.
 */
export { redeemDiscountCode } from './use-discount-code';
