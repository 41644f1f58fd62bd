import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';
import { migrationsFolder } from './migrations-folder';
import { writePgliteTemplateDir } from './pglite-template';

// PGlite on disk, whichever database the rest of the run uses: this is how a laptop's first start
// makes its database (decision 0067).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-template-'));
const templateDir = path.join(root, 'template');
const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

async function migrationsApplied(database: Database): Promise<number> {
  const { rows } = await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
  return (rows[0] as { n: number }).n;
}

async function open(dataDir: string): Promise<Database> {
  const database = await createDatabase({ dataDir, templateDir });
  await database.migrate();
  return database;
}

beforeAll(async () => {
  await writePgliteTemplateDir(templateDir, async (dataDir) => {
    const database = await createDatabase({ dataDir });
    await database.migrate();
    return database;
  });
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a first start from the build’s PGlite template', () => {
  it('fills an empty data directory with every migration applied, and the database takes writes', async () => {
    const dataDir = path.join(root, 'fresh');
    const database = await open(dataDir);
    try {
      expect(database.fromTemplate).toBe(true);
      expect(await migrationsApplied(database)).toBe(journal.entries.length);
      await database.executeSql(
        "create table template_check (note text); insert into template_check values ('first')",
      );
      const { rows } = await database.executeSql('select note from template_check');
      expect(rows).toEqual([{ note: 'first' }]);
    } finally {
      await database.close();
    }
    // No copy is left half-made beside it.
    expect(fs.readdirSync(root).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  it('never touches a data directory that already holds a database', async () => {
    const dataDir = path.join(root, 'kept');
    const first = await open(dataDir);
    await first.executeSql(
      "create table template_check (note text); insert into template_check values ('kept')",
    );
    await first.close();
    const again = await open(dataDir);
    try {
      expect(again.fromTemplate).toBe(false);
      expect((await again.executeSql('select note from template_check')).rows).toEqual([{ note: 'kept' }]);
    } finally {
      await again.close();
    }
  });

  it('is passed over when made from other migrations or another PGlite, and the database is made the long way', async () => {
    fs.writeFileSync(path.join(templateDir, 'key'), 'made-from-something-else\n');
    const database = await open(path.join(root, 'stale'));
    try {
      expect(database.fromTemplate).toBe(false);
      expect(await migrationsApplied(database)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});
