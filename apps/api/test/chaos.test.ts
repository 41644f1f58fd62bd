import { describe, expect, it } from 'vitest';
import { runChaos } from './chaos';

/**
 * The short chaos run (decision 0062; `npm run chaos -w @curo/bench` is the long one): the real
 * server, killed with SIGKILL five times while patients book, pay, cancel and set reminders on
 * the same few times, then every promise checked against the database, the SMTP sink and Stripe.
 * PostgreSQL too with TEST_DATABASE_URL (a database of its own, dropped after).
 */
describe('killed with SIGKILL mid-booking, again and again', () => {
  // A limit on waiting, not a timing assertion: six starts of the real server, each 5-40 s
  // depending on how busy the machine is (the first start migrates and seeds).
  it('double-books nothing, loses no confirmed booking, owes no email and holds no card for nothing', {
    timeout: 600_000,
  }, async () => {
    const report = await runChaos({
      kills: 5,
      patients: 4,
      slots: 8,
      upMs: [700, 2_500],
      databaseUrl: process.env.TEST_DATABASE_URL,
      seed: 62,
    });
    expect(report.kills).toBe(5);
    expect(report.violations, report.notes.join('\n')).toEqual([]);
    expect(report.confirmed).toBeGreaterThan(0);
    expect(report.counts['confirmed bookings kept']).toBe(report.confirmed);
  });
});
