import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './extensions';
import { migrationsFolder } from './migrations-folder';
import { startFromPgliteTemplate } from './pglite-template';
import { PgliteThread } from './pglite-thread';

/** The database type every repository uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction on it. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Raw SQL on the database's own connection, for platform tools that bring their own queries
   * (pg-boss). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A consistent copy of the whole database as PGlite's data-directory tarball, gzipped unless
   * asked otherwise, taken on the open connection (backups, decision 0055; templates, decision
   * 0067); null for PostgreSQL, which pg_dump copies.
   */
  dumpDataDir: ((compression?: 'gzip' | 'none') => Promise<Buffer>) | null;
  /** PGlite only: the database was made from a template (decision 0067), not by initdb. */
  fromTemplate: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite on disk: a template directory (`pglite-template.ts`) to fill an empty data directory
   * from, instead of running initdb and every migration.
   */
  templateDir?: string;
  /** PGlite in memory: a template tarball (`dumpDataDir('none')` of a migrated database) to load. */
  templateTarball?: Uint8Array<ArrayBuffer>;
  /**
   * PGlite: run the database in a worker thread started from this script (the built
   * `pglite-worker.js`, decision 0069) instead of on the calling thread.
   */
  workerScript?: string | URL;
  /** PGlite in a worker thread: the thread stopped by itself (it crashed); the database is gone. */
  onThreadStop?: (error: Error) => void;
  /**
   * Called when the server drops an idle pooled connection (a restart, a failover). The pool
   * replaces the connection; without a listener the error would crash the process.
   */
  onIdleError?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      ping: () => ping(db),
      executeSql: (text, values) => pool.query(text, values),
      dumpDataDir: null,
      fromTemplate: false,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  const fromTemplate = inMemory
    ? options.templateTarball !== undefined
    : options.templateDir !== undefined && (await startFromPgliteTemplate(dataDir, options.templateDir));
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = options.workerScript
    ? await PgliteThread.open(
        options.workerScript,
        {
          dataDir,
          ...(inMemory &&
            options.templateTarball && {
              loadDataDir: options.templateTarball,
            }),
        },
        options.onThreadStop,
      )
    : await PGlite.create(dataDir, {
        extensions: PGLITE_EXTENSIONS,
        ...(inMemory && options.templateTarball && { loadDataDir: new Blob([options.templateTarball]) }),
      });
  // Drizzle's PGlite session calls query() and transaction(), which the thread answers alike.
  const db = drizzlePglite(client as PGlite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client as PGlite), { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    // PGlite's query() takes one statement; exec() takes many but no parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    dumpDataDir: async (compression = 'gzip') =>
      client instanceof PgliteThread
        ? client.dumpDataDir(compression)
        : Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer()),
    fromTemplate,
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
