import { formatAud } from '@curo/core/money';

/**
 * Dollars as an admin types them ("59", "59.5", "$1,234.56") in integer cents, or null when the
 * text is not an amount. Money is stored in cents; people think in dollars.
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the dollars a box shows: 5900 → "59.00". */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** 5900 → "$59.00" (core's one formatter, so screens, emails and PDFs agree). */
export const formatCents = formatAud;

/** "$89.00, GST-free": consult fees are medical services, which are GST-free in Australia. */
export const formatGstFreeFee = (cents: number): string => `${formatCents(cents)}, GST-free`;

/** What a box that does not hold an amount says. */
export const PRICE_MESSAGE = 'Enter the price in dollars, such as 190 or 189.50';
