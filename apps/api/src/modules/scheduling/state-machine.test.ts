import { APPOINTMENT_STATUSES } from '@curo/core/scheduling';
import { describe, expect, it } from 'vitest';
import { allowedActions, TRANSITIONS, transition } from './state-machine';

describe('the appointment state machine', () => {
  it.each([
    ['held', 'confirmHold', 'scheduled'],
    ['held', 'expireHold', 'expired'],
    ['requested', 'offerDates', 'offered'],
    ['offered', 'acceptDate', 'scheduled'],
    ['offered', 'requestNewDates', 'requested'],
    ['queued', 'accept', 'scheduled'],
    ['scheduled', 'checkIn', 'checked_in'],
    ['checked_in', 'start', 'in_progress'],
    ['in_progress', 'waitForInformation', 'waiting_info'],
    ['waiting_info', 'resume', 'scheduled'],
    ['in_progress', 'end', 'ended'],
    ['ended', 'markAsCompleted', 'completed'],
    ['scheduled', 'cancel', 'cancelled'],
    ['scheduled', 'runningLate', 'scheduled'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, to });
  });

  it.each([
    ['completed', 'cancel'],
    ['cancelled', 'checkIn'],
    ['ended', 'start'],
    ['expired', 'confirmHold'],
    ['requested', 'acceptDate'],
    ['in_progress', 'runningLate'],
  ] as const)('refuses %s --%s', (from, action) => {
    const result = transition(from, action);
    expect(result.ok).toBe(false);
  });

  it('reactivates a cancelled appointment to the state it was cancelled from, and only that', () => {
    expect(transition('cancelled', 'reactivate', 'scheduled')).toEqual({ ok: true, to: 'scheduled' });
    expect(transition('cancelled', 'reactivate', 'requested')).toEqual({ ok: true, to: 'requested' });
    expect(transition('cancelled', 'reactivate', null).ok).toBe(false);
  });

  it('leaves a closed state only by reactivation (and admins may still correct a completed one)', () => {
    expect(allowedActions('expired')).toEqual([]);
    expect(allowedActions('completed')).toEqual(['adminEdit']);
    expect(allowedActions('cancelled')).toEqual(['reactivate']);
  });

  it('names only real states', () => {
    for (const rule of Object.values(TRANSITIONS))
      for (const s of rule.from) expect(APPOINTMENT_STATUSES).toContain(s);
  });
});
