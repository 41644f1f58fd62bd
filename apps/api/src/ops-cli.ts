// `npm run backup` and `npm run restore` (decision 0055), with the environment `npm start` uses.
import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from './config';
import { createDatabase } from './db/client';
import { backUpNow } from './modules/ops/backups';
import { restoreBackup } from './platform/backup';

const USAGE = 'Usage: npm run backup [-- <file.tar.gz>]  |  npm run restore -- <file.tar.gz>';

/** Whether a Curo server answers on this machine's port. */
async function serverRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes an archive and answers its path: the running server writes it when it holds the embedded
 * database (no second process may open it); otherwise this process does, into `dir` if given.
 */
async function writeBackup(config: Config, dir: string | undefined): Promise<string> {
  if (!config.databaseUrl && (await serverRunning(config.port))) {
    const tokenFile = path.join(config.dataDir, 'secrets', 'ops-token');
    if (!fs.existsSync(tokenFile)) throw new Error(`No ${tokenFile}: is DATA_DIR the server's?`);
    const res = await fetch(`http://127.0.0.1:${config.port}/api/v1/ops/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fs.readFileSync(tokenFile, 'utf8').trim()}` },
    });
    if (!res.ok) throw new Error(`The server refused the backup (${res.status}): is DATA_DIR the server's?`);
    return ((await res.json()) as { file: string }).file;
  }
  const deps = {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    backupDir: dir ?? config.backupDir,
  };
  // PostgreSQL is copied by pg_dump from its URL: no connection of our own is needed.
  if (config.databaseUrl)
    return (await backUpNow({ ...deps, database: { kind: 'postgres', dumpDataDir: null } })).file;
  const database = await createDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    return (await backUpNow({ ...deps, database })).file;
  } finally {
    await database.close();
  }
}

/** Runs `backup` or `restore`; answers the process's exit code. */
export async function runOpsCommand(args: string[]): Promise<number> {
  const [command, file] = args;
  const config = loadConfig(process.env);
  try {
    if (command === 'backup') {
      const written = await writeBackup(config, file ? path.dirname(path.resolve(file)) : undefined);
      if (file) fs.renameSync(written, path.resolve(file));
      console.log(`Backup written: ${file ? path.resolve(file) : written}`);
      return 0;
    }
    if (command === 'restore' && file) {
      if (await serverRunning(config.port)) throw new Error('Curo is running: stop it, then restore.');
      const manifest = await restoreBackup({
        archive: path.resolve(file),
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
      });
      console.log(
        `Restored the backup of ${manifest.createdAt} into ${config.dataDir} (what was there is kept beside it, named …before-restore-…). Start Curo with npm start.`,
      );
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
