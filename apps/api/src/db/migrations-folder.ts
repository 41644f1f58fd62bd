import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of Drizzle's migrations, from the source tree or from beside the bundle. */
export function migrationsFolder(): string {
  // In the source tree this file sits beside migrations/; in the build it is in dist/ or one of
  // dist/chunks/, and the migrations stay in src/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '..', 'src', 'db', 'migrations'),
    path.join(here, '..', '..', 'src', 'db', 'migrations'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}
