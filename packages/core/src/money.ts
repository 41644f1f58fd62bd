/**
 * Money is integer cents of Australian dollars everywhere: this is the one place that writes it
 * for people (screens, emails, PDFs), so a price reads the same wherever it appears.
 */
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** 5900 → "$59.00". */
export const formatAud = (cents: number): string => aud.format(cents / 100);
