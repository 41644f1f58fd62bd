import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { resolveSecret } from './platform/auth/server-secrets';
import { drainAndClose } from './platform/shutdown';

/**
 * The application's modules, loaded while PGlite compiles its WebAssembly and opens the database
 * (the build splits them into chunks of their own): the two together took most of a start.
 */
const loadApplication = () =>
  Promise.all([
    import('./app'),
    import('./demo/seed'),
    import('./demo/demo-accounts'),
    import('./platform/idempotency/idempotency.repository'),
    import('./start-up-notice'),
  ]);

/**
 * Process entry: config -> database (migrated, seeded once) -> app -> listen. On SIGTERM or
 * SIGINT it stops accepting, lets in-flight requests finish, closes the database and exits 0.
 */
async function main() {
  // How long each start-up phase took, in the "listening" line: what a slow start is read from.
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const base = loadConfig(process.env, { webDistDir: path.resolve(here, '../../web/dist') });
  const jwt = resolveSecret('jwt-secret', base.jwtSecret, base.dataDir);
  const dataKey = resolveSecret('data-key', base.dataKey, base.dataDir);
  // Lets `npm run backup` on this machine ask for a backup (decision 0055).
  const ops = resolveSecret('ops-token', undefined, base.dataDir);
  const config = { ...base, jwtSecret: jwt.secret, dataKey: dataKey.secret, opsToken: ops.secret };
  const opening = createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    // Made by the build beside this bundle: an empty data directory starts as a copy of it.
    templateDir: path.join(here, 'pglite-template'),
    // Built beside this bundle: PGlite runs on a thread of its own, off the event loop (0069).
    workerScript: path.join(here, 'pglite-worker.js'),
    onThreadStop: (error) => {
      console.error(error);
      process.exit(1);
    },
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
  // Awaited below, once the modules are in; a failure before then is reported there, by main()'s
  // catch, not as an unhandled rejection.
  opening.catch(() => {});
  const [
    { buildApp },
    { seedDemoData },
    { DEMO_BRISBANE_DOCTOR, demoAccounts },
    { releaseUnansweredKeys },
    { startUpNotice },
  ] = await loadApplication();
  phase('modules');
  const database = await opening;
  phase('database');
  await database.migrate();
  phase('migrate');
  // Embedded PGlite has one process: a money request it was running when it last stopped (a crash,
  // a SIGKILL) died with it, so its Idempotency-Key is let go for the client's retry (decision 0062).
  if (database.kind === 'pglite') await releaseUnansweredKeys(database.db);

  let shuttingDown = false;
  const { app, mail } = await buildApp({ config, database, isShuttingDown: () => shuttingDown });
  phase('app');
  if (config.seedDemoData && (await seedDemoData(database.db))) app.log.info('demo data seeded');
  phase('seed');
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
  phase('listen');
  mail.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      port,
      database: database.kind,
      fromTemplate: database.fromTemplate,
      startMs: Math.round(performance.now()),
      phases,
    },
    'listening',
  );
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
