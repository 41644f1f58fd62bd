import { describe, expect, it } from 'vitest';
import { formatMedicareNumber, medicareCardExpired, ZMbsItemEdit, ZMbsItemInput } from './medicare';

describe('a Medicare card’s expiry', () => {
  // Sydney is on standard time (+10:00) in June and July.
  it('is good to the last minute of its month in Sydney', () => {
    expect(medicareCardExpired('07/2026', new Date('2026-07-31T13:59:00Z'))).toBe(false);
    expect(medicareCardExpired('07/2026', new Date('2026-07-31T14:00:00Z'))).toBe(true);
    expect(medicareCardExpired('7/2026', new Date('2026-06-30T00:00:00Z'))).toBe(false);
    expect(medicareCardExpired('12/2025', new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('counts an expiry it cannot read as expired', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    for (const expiry of ['', '00/2030', '13/2030', '2030-09', 'soon'])
      expect(medicareCardExpired(expiry, now)).toBe(true);
  });
});

describe('MBS items', () => {
  const item = {
    itemNumber: '91800',
    description: 'GP video consult, level B',
    consultType: 'scheduled',
    minMinutes: 6,
    maxMinutes: 20,
    feeCents: 4_285,
    bulkBillable: true,
  };

  it('take a range of lengths whose end comes after its start, or no end', () => {
    expect(ZMbsItemInput.safeParse(item).success).toBe(true);
    expect(ZMbsItemInput.safeParse({ ...item, maxMinutes: null }).success).toBe(true);
    expect(ZMbsItemInput.safeParse({ ...item, maxMinutes: 6 }).success).toBe(false);
    expect(ZMbsItemInput.safeParse({ ...item, itemNumber: '91800A' }).success).toBe(false);
    expect(ZMbsItemEdit.safeParse({}).success).toBe(false);
    expect(ZMbsItemEdit.safeParse({ demo: true }).success).toBe(false);
    expect(ZMbsItemEdit.safeParse({ demo: false }).success).toBe(true);
  });

  it('print a card number as the card does', () => {
    expect(formatMedicareNumber('2953123451')).toBe('2953 12345 1');
    expect(formatMedicareNumber('2953 1234')).toBe('2953 1234');
  });
});
