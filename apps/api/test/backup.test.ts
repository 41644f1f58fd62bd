import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { backUpNow } from '../src/modules/ops/backups';
import { runOpsCommand } from '../src/ops-cli';
import { pruneBackups, restoreBackup } from '../src/platform/backup';
import { signIn, signUpPatient, TEST_PASSWORD } from './auth-helpers';
import type { TestApp } from './build-test-app';
import { createScratchPostgresDatabase } from './test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-backup-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real app on an embedded database kept in `dataDir`, as `npm start` runs it. */
async function startOn(dataDir: string, opsToken?: string) {
  const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      DATA_KEY: 'test-data-key-that-is-long-enough-for-aes-0123456789',
    },
    { rateLimitLogin: 1000, opsToken },
  );
  const built: App = await buildApp({ config, database });
  await built.app.ready();
  const t = { ...built, database, config, close: async () => {} } as unknown as TestApp;
  const stop = async () => {
    await built.app.close();
    await database.close();
  };
  return { t, database, config, stop };
}

describe('backup and restore of a clinic on a laptop (embedded database)', () => {
  it('brings back the accounts and files as they were at the backup, and keeps what it replaced', async () => {
    const dataDir = tempDir();
    const first = await startOn(dataDir);
    const kept = await signUpPatient(first.t);
    fs.mkdirSync(path.join(dataDir, 'files', 'referrals'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'referrals', 'letter.pdf'), 'the referral letter');

    const { file, manifest } = await backUpNow({
      database: first.database as Database,
      dataDir,
      backupDir: path.join(dataDir, 'backups'),
    });
    expect(fs.existsSync(file)).toBe(true);
    expect(manifest).toMatchObject({ format: 1, database: 'pglite', files: true });

    // Life goes on after the backup: a new patient, a changed file.
    const later = await signUpPatient(first.t);
    fs.writeFileSync(path.join(dataDir, 'files', 'referrals', 'letter.pdf'), 'overwritten');
    await first.stop();

    await restoreBackup({ archive: file, dataDir });
    const second = await startOn(dataDir);
    try {
      expect((await signIn(second.t, kept.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(second.t, later.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect(fs.readFileSync(path.join(dataDir, 'files', 'referrals', 'letter.pdf'), 'utf8')).toBe(
        'the referral letter',
      );
      // What the restore replaced is kept beside it.
      const aside = fs.readdirSync(dataDir).filter((name) => name.includes('before-restore'));
      expect(aside.some((name) => name.startsWith('pglite.'))).toBe(true);
      expect(aside.some((name) => name.startsWith('files.'))).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it('writes a backup when the server is asked with the ops token, and answers anyone else 404', async () => {
    const dataDir = tempDir();
    const server = await startOn(dataDir, 'an-ops-token-for-tests-0123456789');
    try {
      const ask = (authorization?: string) =>
        server.t.app.inject({
          method: 'POST',
          url: '/api/v1/ops/backup',
          headers: authorization ? { authorization } : {},
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask('Bearer wrong-token-wrong-token-0123456')).statusCode).toBe(404);
      const res = await ask('Bearer an-ops-token-for-tests-0123456789');
      expect(res.statusCode).toBe(200);
      const { file } = res.json() as { file: string };
      expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    } finally {
      await server.stop();
    }
  });

  it('npm run backup and restore work on a stopped clinic, and restore refuses while Curo runs', async () => {
    const dataDir = tempDir();
    const first = await startOn(dataDir);
    const kept = await signUpPatient(first.t);
    await first.stop();
    const saved = { ...process.env };
    // A port with nothing on it: no server runs.
    Object.assign(process.env, { DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '' });
    try {
      const archive = path.join(dataDir, 'by-hand.tar.gz');
      expect(await runOpsCommand(['backup', archive])).toBe(0);
      expect(fs.existsSync(archive)).toBe(true);
      expect(await runOpsCommand(['restore', archive])).toBe(0);
      expect(await runOpsCommand(['restore'])).toBe(2);

      const second = await startOn(dataDir);
      try {
        expect((await signIn(second.t, kept.email, TEST_PASSWORD)).statusCode).toBe(200);
        await second.t.app.listen({ port: 0, host: '127.0.0.1' });
        process.env.PORT = String((second.t.app.server.address() as { port: number }).port);
        expect(await runOpsCommand(['restore', archive])).toBe(1);
      } finally {
        await second.stop();
      }
    } finally {
      process.env = saved;
    }
  });

  it('refuses an archive that is not a Curo backup', async () => {
    const dataDir = tempDir();
    const bogus = path.join(dataDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(bogus, 'hello');
    await expect(restoreBackup({ archive: bogus, dataDir })).rejects.toThrow();
  });

  it('keeps the newest archives only', () => {
    const dir = tempDir();
    const names = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(
      (day) => `curo-backup-${day}T16-30-00Z.tar.gz`,
    );
    for (const name of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, name), 'x');
    expect(pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[2], names[3], 'notes.txt']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'backup and restore on PostgreSQL (pg_dump, pg_restore)',
  () => {
    it('brings back the accounts as they were at the backup', async () => {
      const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'curo_backup');
      const databaseUrl = scratch.url;
      const dataDir = tempDir();
      const open = async () => {
        const database = await createDatabase({ url: databaseUrl });
        await database.migrate();
        const config = loadConfig(
          {
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            JOBS_ENABLED: 'false',
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
            DATA_KEY: 'test-data-key-that-is-long-enough-for-aes-0123456789',
          },
          { rateLimitLogin: 1000 },
        );
        const built = await buildApp({ config, database });
        await built.app.ready();
        const t = { ...built, database, config } as unknown as TestApp;
        const stop = async () => {
          await built.app.close();
          await database.close();
        };
        return { t, database, stop };
      };
      try {
        const first = await open();
        const kept = await signUpPatient(first.t);
        const { file, manifest } = await backUpNow({
          database: first.database,
          databaseUrl,
          dataDir,
          backupDir: path.join(dataDir, 'backups'),
        });
        expect(manifest.database).toBe('postgres');
        const later = await signUpPatient(first.t);
        await first.stop();

        await restoreBackup({ archive: file, dataDir, databaseUrl });
        const second = await open();
        try {
          expect((await signIn(second.t, kept.email, TEST_PASSWORD)).statusCode).toBe(200);
          expect((await signIn(second.t, later.email, TEST_PASSWORD)).statusCode).toBe(401);
        } finally {
          await second.stop();
        }
      } finally {
        await scratch.drop();
      }
    });
  },
);
