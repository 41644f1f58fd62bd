import { type App, type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp extends App {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh real database, for `app.inject()` or listening on a random port. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  deps: Pick<AppDeps, 'logStream' | 'isShuttingDown'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MAIL_POLL_INTERVAL_MS: '50',
      MAIL_RETRY_BASE_MS: '50',
      // pg-boss jobs (reminders, hold sweeper) only where a test asks for them: JOBS_ENABLED=true.
      JOBS_ENABLED: 'false',
      JOBS_POLL_INTERVAL_MS: '500',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      DATA_KEY: 'test-data-key-that-is-long-enough-for-aes-0123456789',
      ...env,
    },
    overrides,
  );
  const built = await buildApp({ config, database, ...deps });
  await built.app.ready();
  return {
    ...built,
    database,
    config,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

/**
 * Another server instance on the same database as `first` (as two instances behind a load
 * balancer share PostgreSQL), with its own config overrides; closing it leaves the database open.
 */
export async function buildSecondInstance(first: TestApp, overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = { ...first.config, ...overrides };
  const built = await buildApp({ config, database: first.database });
  await built.app.ready();
  return { ...built, database: first.database, config, close: () => built.app.close() };
}
