/**
 * The discounts module's public face (docs/architecture.md, "API layering"): booking prices a code
 * with `quoteDiscountCode` and uses it through `redeemDiscountCode`, in its own transaction.
 */
export { quoteDiscountCode, redeemDiscountCode } from './use-discount-code';
