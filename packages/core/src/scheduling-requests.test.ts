import { describe, expect, it } from 'vitest';
import { normaliseAuPhone, ZCallbackRequest, ZOfferDatesRequest } from './scheduling-requests';
import { nextCallbackWindow } from './service-hours';

describe('Australian phone numbers for callbacks', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['(02) 9876 5432', '+61298765432'],
    ['03-9123-4567', '+61391234567'],
    ['+61 7 3123 4567', '+61731234567'],
    ['08 9123 4567', '+61891234567'],
  ])('reads %s as %s', (input, e164) => {
    expect(normaliseAuPhone(input)).toBe(e164);
  });

  it.each(['000', '1300 123 456', '9876 5432', '+64 21 123 4567', '05 1234 5678', '0412 345 67'])(
    'refuses %s',
    (input) => {
      expect(normaliseAuPhone(input)).toBeNull();
    },
  );
});

describe('request contracts', () => {
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

  it('takes a callback window of at least 30 minutes within the next 7 days, in service hours', () => {
    const base = { phone: '0412345678', reason: 'Results' };
    // Whatever the hour, the next suggested window lies in service hours.
    const { from } = nextCallbackWindow(Date.now());
    const iso = (minutes: number) => new Date(from + minutes * 60_000).toISOString();
    expect(ZCallbackRequest.safeParse({ ...base, preferredFrom: iso(0), preferredTo: iso(30) }).success).toBe(
      true,
    );
    expect(
      ZCallbackRequest.safeParse({ ...base, preferredFrom: iso(0), preferredTo: iso(24) }).error?.issues[0]
        ?.message,
    ).toBe('Give a window of at least 30 minutes');
    expect(
      ZCallbackRequest.safeParse({ ...base, preferredFrom: iso(0), preferredTo: iso(24 * 60) }).error
        ?.issues[0]?.message,
    ).toBe('Doctors call back 8 am – 10 pm Sydney time: choose a window within those hours on one day');
  });

  it('takes 1 to 5 distinct offered times', () => {
    const at = (h: number) => ({ startsAt: inHours(h), duration: 15 });
    expect(ZOfferDatesRequest.safeParse({ offers: [at(1), at(2)] }).success).toBe(true);
    expect(ZOfferDatesRequest.safeParse({ offers: [at(1), at(2), at(3), at(4), at(5), at(6)] }).success).toBe(
      false,
    );
    const same = at(1);
    expect(ZOfferDatesRequest.safeParse({ offers: [same, same] }).error?.issues[0]?.message).toBe(
      'Offer each time only once',
    );
  });
});
