import { CHUNK_LOAD_TIMEOUT_MS } from '@curo/core/constants';
import { messages } from '@curo/core/messages';

/** A page's code did not arrive: the network failed or it took longer than the chunk timeout. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Races a dynamic import against the chunk timeout of spec §8 (120 s), so a stalled request
 * becomes an error the page can offer to retry instead of a loader that spins for ever.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(messages.errors.chunkLoad)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(messages.errors.chunkLoad, { cause: error }));
      },
    );
  });
}
