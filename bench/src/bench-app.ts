// The API as the in-process benchmarks run it: built from source, on a port of its own.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/demo/seed';
import { runLoad } from './processes.ts';

/**
 * The API's config for a run: the process environment (DATABASE_URL=postgres://… for PostgreSQL),
 * development and silent, with secrets for this run only (the benchmark keeps nothing), then `env`.
 */
export function benchConfig(env: Record<string, string> = {}) {
  return loadConfig(
    {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_KEY: randomBytes(48).toString('base64url'),
      ...env,
    },
    { webDistDir: path.resolve(import.meta.dirname, '../../apps/web/dist') },
  );
}

/** The app with the demo data, on DATABASE_URL or else an in-memory PGlite; `base` is its address. */
export async function startBenchApp(env: Record<string, string> = {}) {
  const config = benchConfig(env);
  const database = await createDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await seedDemoData(database.db);
  const { app } = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, base, close };
}

/**
 * Autocannon against one URL, in a process of its own (load-worker.ts), each request "from" a
 * client of its own (X-Forwarded-For, with TRUST_PROXY), as on the internet, so per-client rate
 * limits measure what they should and do not turn the run into 429s.
 */
export function loadTest(
  url: string,
  {
    connections,
    duration,
    method = 'GET',
    body,
  }: {
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    body?: string;
  },
) {
  return runLoad({ url, connections, duration, method, body });
}
