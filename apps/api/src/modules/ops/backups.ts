import path from 'node:path';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { isBearerOf } from '../../platform/auth/bearer-secret';
import { type BackupManifest, backupFileName, createBackup, pruneBackups } from '../../platform/backup';
import { envelope, errorResponses } from '../../platform/errors';
import { defineJob, type Jobs } from '../../platform/jobs/jobs';

export interface BackupDeps {
  database: Pick<Database, 'kind' | 'dumpDataDir'>;
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
}

/** One backup at a time in this process: a second request waits for the first, then runs. */
let running: Promise<unknown> = Promise.resolve();

/** Writes a new archive into the backup folder; answers its path and manifest. */
export function backUpNow(
  deps: BackupDeps,
  now = new Date(),
): Promise<{ file: string; manifest: BackupManifest }> {
  const next = running.then(async () => {
    const file = path.join(deps.backupDir, backupFileName(now));
    const manifest = await createBackup({ ...deps, outFile: file, now });
    return { file, manifest };
  });
  running = next.catch(() => undefined);
  return next;
}

/**
 * `POST /api/v1/ops/backup`: `npm run backup` asks the running server, the only process that may
 * open its embedded database. Authorised by the ops token in DATA_DIR/secrets, which only someone
 * who can read the data itself can present; anyone else is answered 404.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  deps: BackupDeps & { opsToken: string | undefined },
) {
  app.post(
    '/ops/backup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary:
          'Write a backup archive now (npm run backup asks with the ops token from DATA_DIR/secrets); 404 for anyone else',
        response: {
          200: z.object({ file: z.string(), createdAt: z.string(), database: z.string() }),
          ...errorResponses(ErrorCode.NOT_FOUND),
        },
      },
    },
    async (request, reply) => {
      if (!isBearerOf(request.headers.authorization, deps.opsToken))
        return reply
          .status(404)
          .send(envelope(ErrorCode.NOT_FOUND, 'Route POST /api/v1/ops/backup not found'));
      const { file, manifest } = await backUpNow(deps);
      request.log.info({ file }, 'backup written');
      return { file, createdAt: manifest.createdAt, database: manifest.database };
    },
  );
}

/** Every night at 2:30 am Sydney standard time (16:30 UTC): a backup, keeping the newest `keep`. */
export const nightlyBackupJob = defineJob<Record<string, never>>('ops-nightly-backup', 'stately');

export function registerBackupJobs(
  jobs: Pick<Jobs, 'work'>,
  { keep, log, ...deps }: BackupDeps & { keep: number; log: FastifyBaseLogger },
) {
  if (keep === 0) return;
  jobs.work(
    nightlyBackupJob,
    async () => {
      const { file } = await backUpNow(deps);
      const removed = pruneBackups(deps.backupDir, keep);
      log.info({ file, removed: removed.length }, 'nightly backup written');
    },
    { cron: '30 16 * * *' },
  );
}
