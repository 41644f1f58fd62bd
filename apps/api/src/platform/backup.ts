import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Database } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/extensions';
import { writeIntoPlace } from './write-into-place';

const run = promisify(execFile);

/** What an archive says about itself (`curo-backup.json`). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Uploaded files (`DATA_DIR/files`) and generated keys (`DATA_DIR/secrets`) are inside. */
  files: boolean;
  secrets: boolean;
}

const MANIFEST = 'curo-backup.json';
const PGLITE_DUMP = 'database/pglite.tar.gz';
const POSTGRES_DUMP = 'database/postgres.dump';

/** `2026-11-26T10-15-00Z`: a time that sorts as it reads and is safe on every file system. */
const fileTime = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** `curo-backup-2026-11-26T10-15-00Z.tar.gz`. */
export const backupFileName = (at: Date) => `curo-backup-${fileTime(at)}.tar.gz`;

/**
 * Writes one archive (tar.gz) of everything Curo keeps while it runs (decision 0055): the database
 * first (PGlite's own consistent copy on the open connection, or `pg_dump` for PostgreSQL), then
 * the uploaded files and the generated keys. A file uploaded while the copy runs may be in the
 * archive without its database row (harmless); nothing in the database is left without its file
 * unless it was deleted in those seconds.
 */
export async function createBackup({
  database,
  databaseUrl,
  dataDir,
  outFile,
  now = new Date(),
}: {
  database: Pick<Database, 'kind' | 'dumpDataDir'>;
  databaseUrl?: string;
  dataDir: string;
  outFile: string;
  now?: Date;
}): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    if (database.kind === 'pglite') {
      if (!database.dumpDataDir) throw new Error('This database cannot copy itself');
      fs.writeFileSync(path.join(staging, PGLITE_DUMP), await database.dumpDataDir());
    } else {
      if (!databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(staging, POSTGRES_DUMP)}`,
        databaseUrl,
      ]);
    }
    const copied = { files: false, secrets: false };
    for (const dir of ['files', 'secrets'] as const) {
      const from = path.join(dataDir, dir);
      if (!fs.existsSync(from)) continue;
      fs.cpSync(from, path.join(staging, dir), { recursive: true });
      copied[dir] = true;
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: database.kind,
      ...copied,
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    // A half-written archive never looks like one.
    await writeIntoPlace(outFile, (partial) =>
      tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, fs.readdirSync(staging)),
    );
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Brings an archive back into `dataDir` (Curo stopped): what was there is moved aside, named
 * `…before-restore-<time>`, never deleted. PGlite's data directory is rebuilt from the archive's
 * copy; for PostgreSQL, `pg_restore --clean` replaces the database's contents.
 */
export async function restoreBackup({
  archive,
  dataDir,
  databaseUrl,
  now = new Date(),
}: {
  archive: string;
  dataDir: string;
  databaseUrl?: string;
  now?: Date;
}): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging });
    const manifestFile = path.join(staging, MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new Error(`${archive} is not a Curo backup`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
    const aside = (name: string) => {
      const at = path.join(dataDir, name);
      if (fs.existsSync(at)) fs.renameSync(at, `${at}.before-restore-${fileTime(now)}`);
      return at;
    };
    fs.mkdirSync(dataDir, { recursive: true });

    if (manifest.database === 'pglite') {
      if (databaseUrl)
        throw new Error('This archive holds an embedded (PGlite) database; unset DATABASE_URL');
      const target = aside('pglite');
      fs.mkdirSync(target, { recursive: true });
      const dump = fs.readFileSync(path.join(staging, PGLITE_DUMP));
      const client = await PGlite.create(target, {
        extensions: PGLITE_EXTENSIONS,
        loadDataDir: new Blob([dump]),
      });
      await client.close();
    } else {
      if (!databaseUrl) throw new Error('This archive holds a PostgreSQL database; set DATABASE_URL');
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${databaseUrl}`,
        path.join(staging, POSTGRES_DUMP),
      ]);
    }
    for (const dir of ['files', 'secrets'] as const) {
      if (!manifest[dir]) continue;
      const target = aside(dir);
      fs.cpSync(path.join(staging, dir), target, { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Removes all but the newest `keep` archives in `dir`; answers the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const archives = fs
    .readdirSync(dir)
    .filter((name) => /^curo-backup-.*\.tar\.gz$/.test(name))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name));
  return removed;
}
