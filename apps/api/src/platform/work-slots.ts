/**
 * At most `size` of the wrapped tasks run at once; the rest wait their turn, first come first
 * served. A finished task (or a failed one) hands its slot straight to the next in line.
 */
export function workSlots(size: number) {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`work slots must be a positive integer: ${size}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Tasks running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
