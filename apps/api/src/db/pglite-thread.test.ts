import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteWorkerScript } from '../../test/test-database';
import { createDatabase, type Database } from './client';
import { isUniqueViolation } from './errors';

// PGlite in a worker thread, as the server runs it (decision 0069), whichever database the rest
// of the run uses: every call the application makes crosses to the thread and back unchanged.
const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  title: text('title').notNull().unique('notes_title_key'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  meta: jsonb('meta').$type<{ tags: string[] }>(),
});

let worker: Awaited<ReturnType<typeof pgliteWorkerScript>>;
let database: Database;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-pglite-thread-'));

beforeAll(async () => {
  worker = await pgliteWorkerScript();
  database = await createDatabase({ dataDir: path.join(root, 'db'), workerScript: worker.script });
  await database.executeSql(
    `create table notes (id integer primary key, title text not null constraint notes_title_key unique,
      at timestamptz, meta jsonb);
     create table audit (n integer);`,
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
  worker?.remove();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers Drizzle’s queries with the same values: timestamps as dates, JSON as objects', async () => {
    const at = new Date('2026-11-27T03:04:05.678Z');
    await database.db.insert(notes).values({ id: 1, title: 'first', at, meta: { tags: ['a', 'b'] } });
    const [row] = await database.db.select().from(notes).where(eq(notes.id, 1));
    expect(row).toEqual({ id: 1, title: 'first', at, meta: { tags: ['a', 'b'] } });
    const raw = await database.db.execute(sql`select title, at from notes where id = ${1}`);
    expect((raw as unknown as { rows: unknown[] }).rows).toEqual([
      { title: 'first', at: expect.stringMatching(/^2026-11-27 03:04:05\.678/) },
    ]);
  });

  it('commits a transaction’s writes together and rolls all of them back when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 2, title: 'second' });
      await tx.insert(notes).values({ id: 3, title: 'third' });
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 4, title: 'fourth' });
      await tx.transaction(async (inner) => {
        await inner.insert(notes).values({ id: 5, title: 'fifth' });
      });
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const ids = (await database.db.select({ id: notes.id }).from(notes)).map((r) => r.id).sort();
    expect(ids).toEqual([1, 2, 3]);
  });

  it('rolls back only the inner savepoint when a nested transaction fails', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 6, title: 'sixth' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ id: 7, title: 'seventh' });
          throw new Error('not this one');
        })
        .catch(() => {});
    });
    const ids = (await database.db.select({ id: notes.id }).from(notes)).map((r) => r.id);
    expect(ids).toContain(6);
    expect(ids).not.toContain(7);
  });

  it('passes a refusal on with its SQLSTATE and constraint, as a repository reads it', async () => {
    const error = await database.db
      .insert(notes)
      .values({ id: 8, title: 'first' })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint: string } }).cause.constraint).toBe('notes_title_key');
  });

  it('keeps a statement from outside an open transaction waiting until it ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 9, title: 'ninth' });
      outside = database.db
        .select({ id: notes.id })
        .from(notes)
        .where(eq(notes.id, 9))
        .then((rows) => order.push(`outside saw ${rows.length}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it('runs raw SQL for pg-boss: several statements, or one with values', async () => {
    const many = await database.executeSql(
      'insert into audit values (1); select count(*)::int as n from audit',
    );
    expect(many.rows).toEqual([{ n: 1 }]);
    const one = await database.executeSql('select $1::int + 1 as n', [41]);
    expect(one.rows).toEqual([{ n: 42 }]);
  });

  it('dumps the data directory on the open connection, readable by PGlite itself', async () => {
    const tarball = await database.dumpDataDir?.('none');
    expect(tarball?.length).toBeGreaterThan(1_000_000);
    const copy = await PGlite.create('memory://', { loadDataDir: new Blob([tarball as Buffer]) });
    const { rows } = await copy.query<{ title: string }>('select title from notes where id = 1');
    await copy.close();
    expect(rows).toEqual([{ title: 'first' }]);
  }, 60_000);

  it('keeps what was written across a close and a reopen', async () => {
    const dataDir = path.join(root, 'reopen');
    const first = await createDatabase({ dataDir, workerScript: worker.script });
    await first.executeSql('create table kept (n integer); insert into kept values (7)');
    await first.close();
    await expect(first.executeSql('select 1')).rejects.toThrow('The database is closed');
    const again = await createDatabase({ dataDir, workerScript: worker.script });
    const { rows } = await again.executeSql('select n from kept');
    await again.close();
    expect(rows).toEqual([{ n: 7 }]);
  }, 120_000);

  it('fails the calls made beside a close instead of leaving them waiting for ever', async () => {
    const closing = await createDatabase({ dataDir: 'memory://', workerScript: worker.script });
    // Each outcome is taken as it comes: a refusal must not wait for the close to be looked at.
    const calls = () =>
      Promise.allSettled(Array.from({ length: 20 }, () => closing.executeSql('select 1 as n')));
    const before = calls();
    const done = closing.close();
    const beside = calls();
    await done;
    expect((await before).every((s) => s.status === 'fulfilled')).toBe(true);
    expect((await beside).every((s) => s.status === 'rejected')).toBe(true);
  }, 60_000);

  it('lets a transaction open at a close finish and commit before the database closes', async () => {
    const dataDir = path.join(root, 'close-in-transaction');
    const closing = await createDatabase({ dataDir, workerScript: worker.script });
    await closing.executeSql('create table kept (n integer)');
    let closed: Promise<void> = Promise.resolve();
    // A socket's last write, still under way when the server shuts down.
    await closing.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (1)`);
      closed = closing.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into kept values (2)`);
    });
    await closed;
    const again = await createDatabase({ dataDir, workerScript: worker.script });
    const { rows } = await again.executeSql('select n from kept order by n');
    await again.close();
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
  }, 120_000);

  it('lets a script that never closes the database end once its work is done', async () => {
    const script = path.join(root, 'forgets-to-close.mts');
    fs.writeFileSync(
      script,
      `import { createDatabase } from ${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))};
       const database = await createDatabase({ dataDir: 'memory://', workerScript: ${JSON.stringify(worker.script)} });
       const { rows } = await database.executeSql('select $1::int * 2 as n', [21]);
       console.log(JSON.stringify(rows));`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('[{"n":42}]');
  }, 90_000);

  it('passes on the reason a database cannot open', async () => {
    // Another PostgreSQL's data directory: PGlite refuses it inside the thread.
    const foreign = path.join(root, 'foreign');
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, 'PG_VERSION'), '9.6\n');
    await expect(createDatabase({ dataDir: foreign, workerScript: worker.script })).rejects.toThrow(
      'PGlite failed to initialize',
    );
  }, 60_000);
});
