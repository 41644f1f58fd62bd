import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every component test runs at one pinned instant, whatever the hour it really is: Friday
 * 20 November 2026, 12:00 in Sydney (01:00 UTC), a few days before the consults the scheduling
 * fixtures describe (Tuesday 24 November). Only `Date` is faked, and it moves on with real time,
 * so timers, waits and countdowns behave as they do in a browser. A test that needs another
 * instant sets it with `vi.setSystemTime`; one that fakes timers itself replaces this clock until
 * it calls `vi.useRealTimers()`.
 */
/**
 * How long `findBy…` and `waitFor` wait for the screen to settle. Testing Library's default, one
 * second, is shorter than a page's first render takes on a 2-core CI machine running several
 * test workers (a first test once timed out there still showing "Loading your profile…"). The
 * waits end as soon as the screen is right, so a longer ceiling costs passing tests nothing.
 */
configure({ asyncUtilTimeout: 5_000 });

export const PINNED_NOW = new Date('2026-11-20T01:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(PINNED_NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
