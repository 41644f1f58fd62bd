/** What a card number box shows: digits only, in groups of four as on the card, at most 19 digits. */
export function spacedCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The digits of a typed card number, as the server takes it. */
export const cardDigits = (typed: string): string => typed.replace(/\D/g, '');

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "visa" → "Visa"; a brand we do not know is shown as the gateway names it, capitalised. */
export function brandName(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  if (known) return known;
  return brand ? `${brand[0]?.toUpperCase()}${brand.slice(1)}` : 'Card';
}

/** 4, 2029 → "04/29". */
export const expiryText = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** "Visa ending in 4242", for screen readers and confirmations. */
export const cardName = (card: { brand: string; last4: string }): string =>
  `${brandName(card.brand)} ending in ${card.last4}`;
