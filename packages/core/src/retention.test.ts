import { describe, expect, it } from 'vitest';
import { addYears, ageOn, isRetentionOver, retentionDateOf, retentionDue } from './retention';

describe('the retention rule (decision 0058)', () => {
  it('keeps an adult’s records 7 years from the Sydney date of the last contact', () => {
    // 10 March 2019, 23:30 UTC is 11 March in Sydney (AEDT, +11).
    const lastContact = new Date('2019-03-10T23:30:00Z');
    expect(retentionDateOf(lastContact)).toBe('2019-03-11');
    expect(retentionDue({ lastContact, birthDates: ['1980-05-01'] })).toEqual({
      dueOn: '2026-03-11',
      rule: 'adult',
    });
    expect(isRetentionOver({ lastContact, birthDates: [] }, new Date('2026-03-10T12:59:00Z'))).toBe(false);
    // Midnight in Sydney on 11 March 2026 (AEDT) is 13:00 UTC on the 10th.
    expect(isRetentionOver({ lastContact, birthDates: [] }, new Date('2026-03-10T13:00:00Z'))).toBe(true);
  });

  it('keeps a minor’s records until they turn 25 when that is later than 7 years', () => {
    const lastContact = new Date('2020-06-01T02:00:00Z');
    // 10 at the last contact: 7 years ends in 2027, 25 comes in 2035.
    expect(retentionDue({ lastContact, birthDates: ['2010-02-14'] })).toEqual({
      dueOn: '2035-02-14',
      rule: 'minor',
    });
    // 17 at the last contact: turning 25 (2028) is later than 2027.
    expect(retentionDue({ lastContact, birthDates: ['2003-08-20'] })).toEqual({
      dueOn: '2028-08-20',
      rule: 'minor',
    });
    // 18 on the day of the last contact: an adult.
    expect(retentionDue({ lastContact, birthDates: ['2002-06-01'] })).toEqual({
      dueOn: '2027-06-01',
      rule: 'adult',
    });
  });

  it('counts a dependant who was a minor, and the account holder, whichever keeps the records longer', () => {
    const lastContact = new Date('2020-06-01T02:00:00Z');
    expect(retentionDue({ lastContact, birthDates: ['1985-01-01', null, '2018-09-09'] })).toEqual({
      dueOn: '2043-09-09',
      rule: 'minor',
    });
  });

  it('never de-identifies an invoice’s account inside its 5 tax years', () => {
    const lastContact = new Date('2020-06-01T02:00:00Z');
    expect(
      retentionDue({ lastContact, birthDates: [], lastInvoiceAt: new Date('2023-01-05T01:00:00Z') }),
    ).toEqual({ dueOn: '2028-01-05', rule: 'tax' });
    expect(
      retentionDue({ lastContact, birthDates: [], lastInvoiceAt: new Date('2020-06-01T03:00:00Z') }).rule,
    ).toBe('adult');
  });

  it('moves 29 February to 1 March in a common year, and counts ages by the calendar', () => {
    expect(addYears('2020-02-29', 7)).toBe('2027-03-01');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2000-12-31', '2018-12-30')).toBe(17);
    expect(ageOn('2000-12-31', '2018-12-31')).toBe(18);
  });
});
