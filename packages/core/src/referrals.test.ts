import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  normaliseAuFax,
  referralExpiredOn,
  referralStatusOn,
  referralValidityRefusal,
  referralValidUntil,
  referrerKindOf,
  sydneyDay,
  ZOfferReferral,
  ZSendReferralByDoctor,
} from './referrals';

describe('referral validity (Sydney days)', () => {
  it('runs a GP’s referral 12 months: issued 15 March 2026, valid to 14 March 2027', () => {
    expect(
      referralValidUntil({ referrerKind: 'gp', issuedOn: '2026-03-15', validity: { kind: 'standard' } }),
    ).toBe('2027-03-14');
  });

  it('runs a specialist’s referral 3 months: issued 10 January, valid to 9 April (30 November: to 27 February)', () => {
    expect(
      referralValidUntil({
        referrerKind: 'specialist',
        issuedOn: '2026-11-30',
        validity: { kind: 'standard' },
      }),
    ).toBe('2027-02-27');
    expect(
      referralValidUntil({
        referrerKind: 'specialist',
        issuedOn: '2026-01-10',
        validity: { kind: 'standard' },
      }),
    ).toBe('2026-04-09');
  });

  it('takes a GP’s stated period, clamping to a month’s last day (31 August + 6 months)', () => {
    expect(
      referralValidUntil({
        referrerKind: 'gp',
        issuedOn: '2026-08-31',
        validity: { kind: 'months', months: 6 },
      }),
    ).toBe('2027-02-27');
    expect(
      referralValidUntil({
        referrerKind: 'gp',
        issuedOn: '2027-08-31',
        validity: { kind: 'months', months: 6 },
      }),
    ).toBe('2028-02-28');
    expect(
      referralValidUntil({
        referrerKind: 'gp',
        issuedOn: '2026-01-01',
        validity: { kind: 'months', months: 18 },
      }),
    ).toBe('2027-06-30');
    expect(addMonthsToDay('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('lets a GP make it indefinite (no last day), never a specialist', () => {
    expect(
      referralValidUntil({ referrerKind: 'gp', issuedOn: '2026-05-01', validity: { kind: 'indefinite' } }),
    ).toBeNull();
    expect(referralValidityRefusal('specialist', { kind: 'indefinite' })).toMatch(/3 months/);
    expect(referralValidityRefusal('specialist', { kind: 'months', months: 12 })).toMatch(/only a GP/);
    expect(referralValidityRefusal('gp', { kind: 'indefinite' })).toBeNull();
  });

  it('counts the issue day in Sydney: 14:30 UTC on 14 March is 15 March in Sydney', () => {
    expect(sydneyDay(new Date('2026-03-14T14:30:00Z'))).toBe('2026-03-15');
    expect(sydneyDay(new Date('2026-03-14T12:30:00Z'))).toBe('2026-03-14');
    // Daylight saving ends on 5 April 2026: still one day per calendar day.
    expect(sydneyDay(new Date('2026-04-04T14:30:00Z'))).toBe('2026-04-05');
  });

  it('is valid through its last day and expired the day after; an indefinite one never expires', () => {
    expect(referralExpiredOn('2027-03-14', '2027-03-14')).toBe(false);
    expect(referralExpiredOn('2027-03-14', '2027-03-15')).toBe(true);
    expect(referralExpiredOn(null, '2099-01-01')).toBe(false);
  });

  it('shows offered and accepted referrals past their last day as expired; declined and booked stay', () => {
    const past = { validUntil: '2026-01-01', bookingLive: false };
    expect(referralStatusOn({ ...past, status: 'offered' }, '2026-01-02')).toBe('expired');
    expect(referralStatusOn({ ...past, status: 'accepted' }, '2026-01-02')).toBe('expired');
    expect(referralStatusOn({ ...past, status: 'declined' }, '2026-01-02')).toBe('declined');
    expect(referralStatusOn({ ...past, status: 'booked', bookingLive: true }, '2026-01-02')).toBe('booked');
    expect(referralStatusOn({ ...past, status: 'booked', bookingLive: false }, '2025-12-01')).toBe(
      'accepted',
    );
    expect(referralStatusOn({ ...past, status: 'offered' }, '2026-01-01')).toBe('offered');
  });
});

describe('who refers as a GP', () => {
  it('is a GP with general practice (or nothing) listed, a specialist otherwise', () => {
    expect(referrerKindOf(['General practice'])).toBe('gp');
    expect(referrerKindOf(['general practice', 'Dermatology'])).toBe('gp');
    expect(referrerKindOf([])).toBe('gp');
    expect(referrerKindOf(['Dermatology'])).toBe('specialist');
  });
});

describe('referral requests', () => {
  it('takes Australian landline fax numbers any common way, not mobiles', () => {
    expect(normaliseAuFax('(02) 9876 5432')).toBe('+61298765432');
    expect(normaliseAuFax('+61 3 9123 4567')).toBe('+61391234567');
    expect(normaliseAuFax('0412 345 678')).toBeNull();
    expect(normaliseAuFax('12345')).toBeNull();
  });

  it('needs an outside provider’s email, fax or phone', () => {
    const base = { reason: 'Suspicious mole', clinicalDetails: 'Changing naevus on the back' };
    const noContact = ZOfferReferral.safeParse({
      ...base,
      target: { kind: 'external', name: 'Dr Jane Doe' },
    });
    expect(noContact.success).toBe(false);
    const withFax = ZOfferReferral.parse({
      ...base,
      target: { kind: 'external', name: 'Dr Jane Doe', fax: '02 9876 5432' },
    });
    expect(withFax.target).toMatchObject({ fax: '+61298765432' });
    expect(withFax.validity).toEqual({ kind: 'standard' });
  });

  it('needs the address of the channel chosen to send a letter', () => {
    const id = '0190d5d4-1111-7000-8000-000000000001';
    expect(ZSendReferralByDoctor.safeParse({ referralId: id, channel: 'fax' }).success).toBe(false);
    expect(
      ZSendReferralByDoctor.safeParse({ referralId: id, channel: 'email', faxNumber: '0298765432' }).success,
    ).toBe(false);
    expect(
      ZSendReferralByDoctor.parse({ referralId: id, channel: 'fax', faxNumber: '02 9876 5432' }),
    ).toMatchObject({
      faxNumber: '+61298765432',
    });
  });
});
