import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * The server as production runs it, bundled by apps/api/build.mjs into a folder of its own beside
 * dist/ (so the web build and the migrations are found as from dist/), with the PGlite worker
 * thread's script beside it (decision 0069). Without the template: these servers start on a
 * database made beforehand or migrate a fresh one. `remove()` deletes the folder.
 */
export async function buildServerBundle(): Promise<{ main: string; remove: () => void }> {
  const dir = path.join(apiRoot, `.test-build-${process.pid}-${randomBytes(3).toString('hex')}`);
  await promisify(execFile)(
    process.execPath,
    [path.join(apiRoot, 'build.mjs'), '--outdir', dir, '--skip-template'],
    { timeout: 120_000 },
  );
  return { main: path.join(dir, 'main.js'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
