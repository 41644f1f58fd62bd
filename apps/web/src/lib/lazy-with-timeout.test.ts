import { CHUNK_LOAD_TIMEOUT_MS } from '@curo/core/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './lazy-with-timeout';

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('raises a load error when a chunk has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('passes a chunk through when it arrives in time', async () => {
    await expect(withChunkTimeout(async () => ({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
  });

  it('turns a failed import into a load error that keeps the cause', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await withChunkTimeout(() => Promise.reject(failure)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(failure);
  });
});
