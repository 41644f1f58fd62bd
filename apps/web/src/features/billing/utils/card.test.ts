import { describe, expect, it } from 'vitest';
import { brandName, cardDigits, expiryText, spacedCardNumber } from './card';

describe('card text', () => {
  it('groups a typed card number in fours and drops anything but digits', () => {
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(spacedCardNumber('4242-42')).toBe('4242 42');
    expect(spacedCardNumber('4242 ')).toBe('4242');
    expect(spacedCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
    expect(cardDigits('4242 4242')).toBe('42424242');
  });

  it('names brands and writes expiry as MM/YY', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('eftpos')).toBe('Eftpos');
    expect(expiryText(4, 2029)).toBe('04/29');
    expect(expiryText(12, 2030)).toBe('12/30');
  });
});
