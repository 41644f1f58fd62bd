// The processes `npm run bench` runs and measures: the raw node:http yardstick, the Curo server as
// production runs it (apps/api/dist/main.js), and the load generator, each a process of its own.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load-worker.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every process started here, stopped when the benchmark exits however it exits. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
const here = import.meta.dirname;

/** A TCP port free at the time of asking, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; the milliseconds that took. Throws after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface Running {
  base: string;
  /** CPU seconds (user and system) the process has used so far; NaN where /proc is not there. */
  cpuSeconds(): number;
  /** Milliseconds from spawning the process until its health address answered 200. */
  startMs: number;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The raw node:http hello-world, as a process of its own. */
export async function startHelloWorld(): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = track(
    spawn(process.execPath, [path.join(here, 'hello-world.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}/`, child);
  return {
    base,
    startMs: performance.now() - started,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () => stopChild(child),
  };
}

/** Builds the server bundle (apps/api/dist/main.js) and the web app when missing or stale, as `npm start` does. */
export function buildServer() {
  if (process.env.SERVER_BUNDLE) return;
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"],
    { cwd: root, stdio: 'inherit' },
  );
}

/** A data directory of its own in the system's temporary folder, and the secrets for it. */
export function freshDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'curo-bench-'));
}

export interface ServerOptions {
  dataDir: string;
  /** More settings (production ones are the default). */
  env?: Record<string, string>;
  /** Node.js flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Where the server's log lines go: a file in the data directory by default. */
  logFile?: string;
}

/**
 * The Curo server as production runs it: NODE_ENV=production, its bundle, PGlite in `dataDir`
 * (DATABASE_URL=postgres://… from the environment to use PostgreSQL instead), demo data seeded so
 * the benchmarks have doctors and pages, log lines to a file (as a process manager would take them).
 * SERVER_BUNDLE=path/to/main.js measures another build (another branch's, to compare).
 */
export async function startServer({
  dataDir,
  env = {},
  nodeArgs = [],
  logFile,
}: ServerOptions): Promise<Running> {
  const port = await freePort();
  const log = fs.openSync(logFile ?? path.join(dataDir, 'server.log'), 'a');
  const started = performance.now();
  const child = track(
    spawn(
      process.execPath,
      [...nodeArgs, process.env.SERVER_BUNDLE ?? path.join(root, 'apps/api/dist/main.js')],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO_DATA: 'true',
          SHUTDOWN_DRAIN_MS: '0',
          JWT_SECRET: secretFor(dataDir, 'jwt'),
          DATA_KEY: secretFor(dataDir, 'data'),
          ...env,
        },
        stdio: ['ignore', log, log],
      },
    ),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${base}/api/v1/health`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const startMs = performance.now() - started;
  return {
    base,
    startMs,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: async () => {
      await stopChild(child);
      fs.closeSync(log);
    },
  };
}

/**
 * CPU seconds a process has used (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s):
 * what a request costs, whoever else shares the machine, where throughput depends on the load.
 */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The same secrets for the same data directory (a restart reads the data the first start wrote). */
const secrets = new Map<string, string>();
function secretFor(dataDir: string, what: string) {
  const key = `${dataDir}:${what}`;
  if (!secrets.has(key)) secrets.set(key, randomBytes(48).toString('base64url'));
  return secrets.get(key) as string;
}

/** One autocannon run in a process of its own (load-worker.ts); resolves with its summary. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'load-worker.ts'), JSON.stringify(options)],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      ),
    );
    let out = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as LoadResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The server's event-loop delay since the last scrape of /metrics (prom-client resets it on each one). */
export async function eventLoopDelay(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return {
    p50: read('nodejs_eventloop_lag_p50_seconds'),
    p99: read('nodejs_eventloop_lag_p99_seconds'),
    max: read('nodejs_eventloop_lag_max_seconds'),
  };
}
