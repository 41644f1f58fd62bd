import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatGstFreeFee } from './money';

describe('money', () => {
  it('reads dollars as people type them into cents', () => {
    expect(dollarsToCents('59')).toBe(5900);
    expect(dollarsToCents('59.5')).toBe(5950);
    expect(dollarsToCents(' $1,234.56 ')).toBe(123_456);
    expect(dollarsToCents('0.07')).toBe(7);
  });

  it('refuses what is not an amount', () => {
    expect(dollarsToCents('fifty')).toBeNull();
    expect(dollarsToCents('59.999')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });

  it('shows cents as dollars', () => {
    expect(centsToDollars(5950)).toBe('59.50');
    expect(formatCents(5900)).toBe('$59.00');
    expect(formatCents(123_456)).toBe('$1,234.56');
  });

  it('says a consult fee is GST-free', () => {
    expect(formatGstFreeFee(8900)).toBe('$89.00, GST-free');
  });
});
