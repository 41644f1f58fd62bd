import { describe, expect, it } from 'vitest';
import { checkMedicare, isValidIrn, isValidMedicareNumber } from './medicare';

/** Builds a card number with a correct check digit from 8 identifier digits and an issue number. */
function withCheckDigit(identifier: string, issue = '1'): string {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = weights.reduce((acc, w, i) => acc + w * Number(identifier[i]), 0) % 10;
  return `${identifier}${check}${issue}`;
}

describe('Medicare card numbers', () => {
  it('accepts a number whose check digit matches, with or without spaces', () => {
    const n = withCheckDigit('29501234');
    expect(isValidMedicareNumber(n)).toBe(true);
    expect(isValidMedicareNumber(`${n.slice(0, 4)} ${n.slice(4, 9)} ${n.slice(9)}`)).toBe(true);
  });

  it('refuses a wrong check digit, a first digit outside 2-6, and wrong lengths', () => {
    const n = withCheckDigit('29501234');
    const wrongCheck = `${n.slice(0, 8)}${(Number(n[8]) + 1) % 10}${n[9]}`;
    expect(isValidMedicareNumber(wrongCheck)).toBe(false);
    expect(isValidMedicareNumber(withCheckDigit('19501234'))).toBe(false);
    expect(isValidMedicareNumber(withCheckDigit('79501234'))).toBe(false);
    expect(isValidMedicareNumber(n.slice(0, 9))).toBe(false);
    expect(isValidMedicareNumber(`${n}1`)).toBe(false);
  });

  it('takes IRNs 1 to 9 only', () => {
    expect(isValidIrn('1')).toBe(true);
    expect(isValidIrn('9')).toBe(true);
    expect(isValidIrn('0')).toBe(false);
    expect(isValidIrn('10')).toBe(false);
  });

  it('explains what to fix', () => {
    expect(checkMedicare(withCheckDigit('29501234'), '0')).toMatchObject({
      valid: false,
      numberValid: true,
      irnValid: false,
    });
    expect(checkMedicare('1234', '1').message).toBe('Check the 10-digit Medicare card number');
  });
});
