import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { buildPgliteWorkerScript } from './pglite-worker-script';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PGlite template tarball (decision 0067); absent on the PostgreSQL pass. */
    pgliteTemplate?: string;
    /** The PGlite worker thread's script, built for the run (decision 0069); absent likewise. */
    pgliteWorkerScript?: string;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, loaded from the run's
 * template (`pglite-template.global-setup.ts`) when there is one; with
 * TEST_DATABASE_URL set (and CURO_TEST_DB not `pglite`), a new PostgreSQL database created for
 * the file and dropped after it, so files can run in parallel without sharing rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl || process.env.CURO_TEST_DB === 'pglite') {
    const template = provided('pgliteTemplate');
    const workerScript = provided('pgliteWorkerScript');
    const database = await createDatabase({
      dataDir: 'memory://',
      ...(template && { templateTarball: fs.readFileSync(template) }),
      // On its own thread, as the server runs it.
      ...(workerScript && { workerScript }),
    });
    // Nothing to do on a template of these migrations; all of them without one.
    await database.migrate();
    return database;
  }
  const scratch = await createScratchPostgresDatabase(baseUrl, 'curo_test');
  const database = await createDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The run's PGlite worker script (the PGlite pass's global setup builds one), or one built for the
 * caller (the PostgreSQL pass, for a test of the thread itself); `remove` deletes only the latter.
 */
export async function pgliteWorkerScript(): Promise<{ script: string; remove: () => void }> {
  const script = provided('pgliteWorkerScript');
  return script ? { script, remove: () => {} } : buildPgliteWorkerScript();
}

/** What the run's global setup made; nothing outside Vitest (the benchmarks in bench/ use these helpers). */
function provided(key: 'pgliteTemplate' | 'pgliteWorkerScript'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * A new, empty PostgreSQL database on the server of `baseUrl`, named `<prefix>_<random>`: its URL,
 * and `drop` to remove it. Test files, the chaos run and the backup round trip each take their own.
 */
export async function createScratchPostgresDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    // Let a pool's last connections finish closing: forcing the drop at once would kill them
    // mid-goodbye, and the killed client reports an error nobody is listening for. After 2 s
    // (a killed server's connections, say) the drop is forced.
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } finally {
      await cleanup.end();
    }
  };
  return { url: url.toString(), drop };
}

export const testDatabaseKind = () =>
  process.env.TEST_DATABASE_URL && process.env.CURO_TEST_DB !== 'pglite' ? 'postgres' : 'pglite';
