import { describe, expect, it } from 'vitest';
import { settlementOf } from './billing.policy';

const HOUR = 3_600_000;
const now = new Date('2026-11-25T00:00:00Z');
const consult = (over: Partial<Parameters<typeof settlementOf>[0]> = {}) => ({
  paymentStatus: 'authorised' as const,
  status: 'scheduled',
  startsAt: new Date(now.getTime() + 48 * HOUR),
  patientId: 'patient',
  cancelledAt: null,
  cancelledBy: null,
  heldSince: new Date(now.getTime() - HOUR),
  ...over,
});
const settle = (over: Partial<Parameters<typeof settlementOf>[0]>, freeCancellationHours = 24) =>
  settlementOf(consult(over), { now, freeCancellationHours });

describe('what happens to a consult’s payment', () => {
  it('charges once the consult took place, and waits while it is ahead', () => {
    expect(settle({})).toBe('wait');
    expect(settle({ status: 'ended' })).toBe('capture');
    expect(settle({ status: 'completed' })).toBe('capture');
  });

  it('lets the hold go after a timely cancellation, or any cancellation by the clinic', () => {
    const startsAt = new Date(now.getTime() + 48 * HOUR);
    expect(settle({ status: 'cancelled', startsAt, cancelledAt: now, cancelledBy: 'patient' })).toBe(
      'release',
    );
    const late = new Date(startsAt.getTime() - 23 * HOUR);
    expect(settle({ status: 'cancelled', startsAt, cancelledAt: late, cancelledBy: 'doctor' })).toBe(
      'release',
    );
    expect(settle({ status: 'expired' })).toBe('release');
  });

  it('charges a late cancellation by the patient; the window is a setting', () => {
    const startsAt = new Date(now.getTime() + 48 * HOUR);
    const late = new Date(startsAt.getTime() - 23 * HOUR);
    expect(settle({ status: 'cancelled', startsAt, cancelledAt: late, cancelledBy: 'patient' })).toBe(
      'capture',
    );
    expect(settle({ status: 'cancelled', startsAt, cancelledAt: late, cancelledBy: 'patient' }, 12)).toBe(
      'release',
    );
    const exactly = new Date(startsAt.getTime() - 24 * HOUR);
    expect(settle({ status: 'cancelled', startsAt, cancelledAt: exactly, cancelledBy: 'patient' })).toBe(
      'release',
    );
  });

  it('charges a consult far ahead before its hold lapses; lets a hold go whose time passed unseen', () => {
    const heldSince = new Date(now.getTime() - 6 * 24 * HOUR);
    expect(settle({ heldSince })).toBe('capture-early');
    expect(settle({ heldSince, startsAt: new Date(now.getTime() - HOUR) })).toBe('release');
  });

  it('refunds a charged consult cancelled in time, keeps the fee of a late one', () => {
    const startsAt = new Date(now.getTime() + 48 * HOUR);
    const charged = { paymentStatus: 'captured' as const, startsAt };
    expect(settle({ ...charged })).toBe('wait');
    expect(settle({ ...charged, status: 'cancelled', cancelledAt: now, cancelledBy: 'patient' })).toBe(
      'refund',
    );
    const late = new Date(startsAt.getTime() - HOUR);
    expect(settle({ ...charged, status: 'cancelled', cancelledAt: late, cancelledBy: 'patient' })).toBe(
      'keep',
    );
  });
});
