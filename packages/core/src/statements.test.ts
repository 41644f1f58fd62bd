import { describe, expect, it } from 'vitest';
import { formatAud } from './money';
import { commissionOf, consultMoney, daysInPeriod, totalOf, ZDoctorStatementRequest } from './statements';

describe('the platform commission', () => {
  it('is the percentage of the net, rounded to the cent with half a cent up', () => {
    expect(commissionOf(7_900, 20)).toBe(1_580);
    // 12.5% of $79.00 is $9.875.
    expect(commissionOf(7_900, 12.5)).toBe(988);
    // 12.5% of 3 cents is 0.375 of a cent; of 4 cents, exactly half.
    expect(commissionOf(3, 12.5)).toBe(0);
    expect(commissionOf(4, 12.5)).toBe(1);
    expect(commissionOf(4_285, 12.5)).toBe(536);
    expect(commissionOf(333, 33.33)).toBe(111);
    expect(commissionOf(0, 20)).toBe(0);
    expect(commissionOf(8_900, 0)).toBe(0);
    expect(commissionOf(8_900, 100)).toBe(8_900);
  });

  it('works on what was collected less refunds, and the doctor is owed the rest', () => {
    expect(
      consultMoney(
        { feeCents: 8_900, discountCents: 1_000, collectedCents: 7_900, refundedCents: 2_000 },
        20,
      ),
    ).toEqual({
      feeCents: 8_900,
      discountCents: 1_000,
      collectedCents: 7_900,
      refundedCents: 2_000,
      netCents: 5_900,
      commissionCents: 1_180,
      payableCents: 4_720,
    });
  });

  it('adds a statement up line by line, so its lines sum to its totals', () => {
    const lines = [4, 4, 4].map((cents) =>
      consultMoney({ feeCents: cents, discountCents: 0, collectedCents: cents, refundedCents: 0 }, 12.5),
    );
    // Each line rounds half a cent up: 3 cents of commission, not the 2 (1.5 rounded) of the sum's.
    expect(totalOf(lines)).toMatchObject({ consults: 3, netCents: 12, commissionCents: 3, payableCents: 9 });
  });
});

describe('a statement’s period', () => {
  it('counts both days, and takes at most 366 of them', () => {
    expect(daysInPeriod('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInPeriod('2026-03-01', '2026-03-01')).toBe(1);
    expect(ZDoctorStatementRequest.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(ZDoctorStatementRequest.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(false);
    expect(ZDoctorStatementRequest.safeParse({ from: '2026-02-29', to: '2026-03-01' }).success).toBe(false);
    expect(ZDoctorStatementRequest.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(true);
  });

  it('prints money in Australian dollars', () => {
    expect(formatAud(8_900)).toBe('$89.00');
    expect(formatAud(123_456)).toBe('$1,234.56');
  });
});
