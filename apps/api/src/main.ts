import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { DEMO_BRISBANE_DOCTOR, demoAccounts } from './demo/demo-accounts';
import { seedDemoData } from './demo/seed';
import { resolveSecret } from './platform/auth/server-secrets';
import { releaseUnansweredKeys } from './platform/idempotency/idempotency.repository';
import { drainAndClose } from './platform/shutdown';
import { startUpNotice } from './start-up-notice';

/**
 * Process entry: config -> database (migrated, seeded once) -> app -> listen. On SIGTERM or
 * SIGINT it stops accepting, lets in-flight requests finish, closes the database and exits 0.
 */
async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const base = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  const jwt = resolveSecret('jwt-secret', base.jwtSecret, base.dataDir);
  const dataKey = resolveSecret('data-key', base.dataKey, base.dataDir);
  // Lets `npm run backup` on this machine ask for a backup (decision 0055).
  const ops = resolveSecret('ops-token', undefined, base.dataDir);
  const config = { ...base, jwtSecret: jwt.secret, dataKey: dataKey.secret, opsToken: ops.secret };
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onIdleError: (error) =>
      console.error(
        JSON.stringify({
          level: 40,
          time: Date.now(),
          msg: 'database connection dropped',
          err: error.message,
        }),
      ),
  });
  await database.migrate();
  // Embedded PGlite has one process: a money request it was running when it last stopped (a crash,
  // a SIGKILL) died with it, so its Idempotency-Key is let go for the client's retry (decision 0062).
  if (database.kind === 'pglite') await releaseUnansweredKeys(database.db);

  let shuttingDown = false;
  const { app, mail } = await buildApp({ config, database, isShuttingDown: () => shuttingDown });
  if (config.seedDemoData && (await seedDemoData(database.db))) app.log.info('demo data seeded');
  if (config.isProduction) {
    for (const [setting, resolved] of [
      ['JWT_SECRET', jwt],
      ['DATA_KEY', dataKey],
    ] as const) {
      if (resolved.generated)
        app.log.warn(
          `${setting} is not set: using a key kept in DATA_DIR; set ${setting} when running several instances`,
        );
    }
  }

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    force.unref();
    try {
      await drainAndClose(app, {
        startDraining: () => {
          shuttingDown = true;
        },
        drainMs: config.shutdownDrainMs,
      });
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  mail.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ port, database: database.kind }, 'listening');
  console.log(
    startUpNotice({
      config,
      port,
      database: database.kind,
      demoLogins: [...demoAccounts, DEMO_BRISBANE_DOCTOR],
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
