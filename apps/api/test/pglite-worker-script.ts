import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const apiRoot = path.resolve(import.meta.dirname, '..');
/** Beside npm's other caches, so the script's packages resolve from the checkout's node_modules. */
const cacheDir = path.resolve(apiRoot, '../../node_modules/.cache/curo');

/**
 * The PGlite worker thread's script (`src/db/pglite-worker.ts`), built by the server's own build
 * (`build.mjs --only pglite-worker`), for tests that run the database in a thread (decision 0069).
 * A thread runs JavaScript, not the TypeScript Vitest transforms. Returns the script's path and a
 * function that removes it.
 */
export async function buildPgliteWorkerScript(): Promise<{ script: string; remove: () => void }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cacheDir, 'pglite-worker-'));
  await promisify(execFile)(
    process.execPath,
    [path.join(apiRoot, 'build.mjs'), '--outdir', dir, '--only', 'pglite-worker'],
    { timeout: 120_000 },
  );
  return {
    script: path.join(dir, 'pglite-worker.js'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
