// `npm run backup` and `npm run restore` (decision 0055), with the environment `npm start` uses.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
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

/** Runs `backup` or `restore`; answers the process's exit code. */
export async function runOpsCommand(args: string[]): Promise<number> {
  const [command, file] = args;
  const config = loadConfig(process.env);
  const opsTokenFile = path.join(config.dataDir, 'secrets', 'ops-token');
  try {
    if (command === 'backup') {
      if (!config.databaseUrl && (await serverRunning(config.port))) {
        // The running server holds the embedded database: it writes the archive itself.
        if (!fs.existsSync(opsTokenFile)) throw new Error(`No ${opsTokenFile}: is DATA_DIR the server's?`);
        const res = await fetch(`http://127.0.0.1:${config.port}/api/v1/ops/backup`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fs.readFileSync(opsTokenFile, 'utf8').trim()}` },
        });
        if (!res.ok)
          throw new Error(`The server refused the backup (${res.status}): is DATA_DIR the server's?`);
        const { file: written } = (await res.json()) as { file: string };
        if (file) fs.renameSync(written, path.resolve(file));
        console.log(`Backup written: ${file ? path.resolve(file) : written}`);
        return 0;
      }
      const database = await createDatabase({
        url: config.databaseUrl,
        dataDir: path.join(config.dataDir, 'pglite'),
      });
      try {
        const { file: written } = await backUpNow({
          database,
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          backupDir: file ? path.dirname(path.resolve(file)) : config.backupDir,
        });
        if (file) fs.renameSync(written, path.resolve(file));
        console.log(`Backup written: ${file ? path.resolve(file) : written}`);
      } finally {
        await database.close();
      }
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
