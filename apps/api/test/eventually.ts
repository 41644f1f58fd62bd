import { vi } from 'vitest';

/**
 * Waits until `find` answers something truthy and answers it: Vitest's `vi.waitFor`, retrying
 * every `interval` ms, failing after `timeout` ms with what it was waiting for. For effects that
 * land after a response (a queued email, a job's work, a live message), never a fixed sleep.
 */
export function eventually<T>(
  find: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  {
    what = 'a condition',
    timeout = 10_000,
    interval = 25,
  }: { what?: string; timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await find();
      if (!found) throw new Error(`still waiting for ${what}`);
      return found;
    },
    { timeout, interval },
  );
}
