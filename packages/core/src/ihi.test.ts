import { describe, expect, it } from 'vitest';
import { isValidIhi, normaliseIhi, ZSubmitIhiRequest } from './ihi';
import { passesLuhn } from './luhn';

/** 800360 816669050 with its Luhn check digit 3. */
const VALID = '8003608166690503';

describe('Individual Healthcare Identifiers', () => {
  it('accepts 16 digits starting 800360 with a valid Luhn check digit', () => {
    expect(isValidIhi(VALID)).toBe(true);
    expect(isValidIhi('8003601234567894')).toBe(true);
  });

  it('refuses the HPI-I (800361) and HPI-O (800362) prefixes even with a valid check digit', () => {
    expect(passesLuhn('8003610000000014')).toBe(true);
    expect(isValidIhi('8003610000000014')).toBe(false);
    expect(passesLuhn('8003620000000013')).toBe(true);
    expect(isValidIhi('8003620000000013')).toBe(false);
  });

  it('refuses a wrong length', () => {
    expect(isValidIhi(VALID.slice(0, 15))).toBe(false);
    expect(isValidIhi(`${VALID}0`)).toBe(false);
    expect(isValidIhi('')).toBe(false);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidIhi('8003608166690504')).toBe(false);
    expect(isValidIhi('8003608166690500')).toBe(false);
  });

  it('refuses letters and punctuation', () => {
    expect(isValidIhi('800360816669050a')).toBe(false);
    expect(isValidIhi('8003-6081-6669-0503')).toBe(false);
  });

  it('tolerates spaces and strips them', () => {
    expect(isValidIhi('8003 6081 6669 0503')).toBe(true);
    expect(normaliseIhi(' 8003 6081 6669 0503 ')).toBe(VALID);
    expect(ZSubmitIhiRequest.parse({ ihi: '8003 6081 6669 0503' })).toEqual({ ihi: VALID });
    expect(ZSubmitIhiRequest.safeParse({ ihi: '8003 6081 6669 0504' }).success).toBe(false);
  });
});
