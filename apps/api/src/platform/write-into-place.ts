import fs from 'node:fs';

/**
 * Makes `target` (a file or a directory) whole or not at all: `make` writes `<target>.partial-<pid>`
 * beside it, which is then renamed over it. A start, a build or a backup stopped half-way leaves
 * only the partial, never a half-made target; the next attempt clears it, and a failed `make`
 * clears it at once. A directory already at `target` is replaced (rename(2) replaces only an
 * empty one); a file is replaced in one step.
 */
export async function writeIntoPlace<T>(
  target: string,
  make: (partial: string) => Promise<T> | T,
): Promise<T> {
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    const result = await make(partial);
    if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory())
      fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(partial, target);
    return result;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
