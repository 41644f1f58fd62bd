import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeIntoPlace } from '../platform/write-into-place';
import { PGLITE_EXTENSIONS } from './extensions';
import { migrationsFolder } from './migrations-folder';

/**
 * A migrated, empty PGlite database made once, so that a fresh one need not run PostgreSQL's initdb
 * and every migration again (decision 0067). initdb inside WebAssembly and 36 migrations take about
 * 5 s; copying the result takes well under one.
 *
 * - The server's build (`apps/api/build.mjs`) writes one as a directory beside `dist/main.js`; a
 *   first start on an empty data directory copies it in.
 * - The API tests make one per run as a tarball, which each test file's in-memory database loads.
 *
 * A template is used only when its key matches: PGlite's version, the extensions, and the text of
 * every migration. Anything else (a new migration, an upgraded PGlite) and the database is made
 * the long way, which is always correct.
 */

/** What a template depends on, as a short hash: a template with another key is not used. */
export function pgliteTemplateKey(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  const pgliteManifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(`pglite ${JSON.parse(fs.readFileSync(pgliteManifest, 'utf8')).version}\n`);
  hash.update(`extensions ${Object.keys(PGLITE_EXTENSIONS).sort().join(',')}\n`);
  const folder = migrationsFolder();
  const files = [
    path.join('meta', '_journal.json'),
    ...fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files) hash.update(`${file}\n`).update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The file in a template directory that holds its key; the data directory sits beside it. */
const KEY_FILE = 'key';
const DATA = 'data';

/**
 * Makes a template directory at `dir` from `makeDatabase`'s freshly migrated PGlite data directory:
 * `dir/data` and `dir/key`. Written beside `dir` and renamed into place, so a half-made template
 * is never found.
 */
export async function writePgliteTemplateDir(
  dir: string,
  makeMigrated: (dataDir: string) => Promise<{ close(): Promise<void> }>,
): Promise<void> {
  await writeIntoPlace(dir, async (partial) => {
    const database = await makeMigrated(path.join(partial, DATA));
    await database.close();
    fs.writeFileSync(path.join(partial, KEY_FILE), `${pgliteTemplateKey()}\n`);
  });
}

/**
 * Fills the empty (or absent) data directory `dataDir` from the template at `templateDir`, when
 * there is one whose key matches. Copied beside `dataDir` and renamed, so a start interrupted
 * mid-copy leaves no half-made database. True when it did.
 */
export async function startFromPgliteTemplate(dataDir: string, templateDir: string): Promise<boolean> {
  const isEmpty = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  if (!isEmpty) return false;
  let key: string;
  try {
    key = fs.readFileSync(path.join(templateDir, KEY_FILE), 'utf8').trim();
  } catch {
    return false;
  }
  if (key !== pgliteTemplateKey()) return false;
  await writeIntoPlace(dataDir, (partial) =>
    fs.cpSync(path.join(templateDir, DATA), partial, { recursive: true }),
  );
  return true;
}
