import { describe, expect, it } from 'vitest';
import { hasReservedTld, isValidEmail } from './email';

const label = (n: number) => 'a'.repeat(n);
/** An address of exactly `total` characters: a 64-character local part and labels of at most 63. */
function addressOf(total: number): string {
  const domainLength = total - 64 - 1;
  let domain = label(Math.min(63, domainLength));
  while (domain.length < domainLength) {
    domain += `.${label(Math.min(63, domainLength - domain.length - 1))}`;
  }
  return `${'l'.repeat(64)}@${domain}`;
}

describe('the email format check (spec §5)', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('mia.nguyen@example.com.au')).toBe(true);
    expect(isValidEmail("o'brien+consults@clinic.health")).toBe(true);
  });

  it('refuses an empty address', () => {
    expect(isValidEmail('')).toBe(false);
  });

  it('refuses what does not look like an address', () => {
    for (const bad of [
      'plainaddress',
      '@example.com',
      'mia@',
      'mia@localhost',
      'mia@@example.com',
      'mia @example.com',
      'mia@-example.com',
      'mia@example-.com',
      'mia@example..com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts a local part of 64 characters and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts a domain label of 63 characters and refuses 64', () => {
    expect(isValidEmail(`mia@${label(63)}.com`)).toBe(true);
    expect(isValidEmail(`mia@${label(64)}.com`)).toBe(false);
  });

  it('accepts 254 characters in total and refuses 255', () => {
    const at254 = addressOf(254);
    const at255 = addressOf(255);
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(at255)).toBe(false);
  });
});

describe('reserved top-level domains', () => {
  it('flags .invalid and .localhost, in any case', () => {
    expect(hasReservedTld('mia@example.invalid')).toBe(true);
    expect(hasReservedTld('mia@clinic.LOCALHOST')).toBe(true);
    expect(hasReservedTld('mia@example.com.au')).toBe(false);
  });
});
