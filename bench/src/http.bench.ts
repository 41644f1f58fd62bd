// Server speed as ratios to a raw node:http hello-world measured in the same run. Three kinds of
// process, none sharing an event loop: the hello-world, the Curo server as production runs it
// (its bundle, NODE_ENV=production, PGlite in a fresh temporary data directory, demo data seeded)
// and the load generator (autocannon). Each case alternates with the hello-world, round by round
// and in turn first or second, so a machine's drift lands on both. Not a test: it prints numbers.
//   npm run bench     (DURATION=5 seconds a run, ROUNDS=2, CASES=regex to pick cases,
//                      DATABASE_URL=postgres://… for PostgreSQL, SERVER_ENV='{"K":"v"}' for more settings)
import fs from 'node:fs';
import os from 'node:os';
import type { LoadOptions, LoadResult } from './load-worker.ts';
import {
  buildServer,
  eventLoopDelay,
  freshDataDir,
  type Running,
  runLoad,
  startHelloWorld,
  startServer,
} from './processes.ts';
import { printTable } from './report.ts';

const duration = Number(process.env.DURATION ?? 5);
const rounds = Number(process.env.ROUNDS ?? 2);
const pick = process.env.CASES ? new RegExp(process.env.CASES, 'i') : null;
const connections = 20;
/** Every request asks as a browser's does; the hello-world ignores it, Curo compresses larger public answers. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const serverEnv: Record<string, string> = {
  // Each request comes "from" a client of its own (the load generator), so per-client limits hold.
  TRUST_PROXY: 'true',
  RATE_LIMIT_CONTACT: '100000000',
  RATE_LIMIT_LOGIN: '100000000',
  ...(process.env.SERVER_ENV ? (JSON.parse(process.env.SERVER_ENV) as Record<string, string>) : {}),
};

console.log(`load average at start: ${load()}`);
buildServer();
const hello = await startHelloWorld();

// Start-up: a first start on an empty data directory (migrations, demo data), then a later one.
const dataDir = freshDataDir();
const first = await startServer({ dataDir, env: serverEnv });
await first.stop();
const server: Running = await startServer({ dataDir, env: serverEnv });
console.log(
  `start until /api/v1/health answers: first (fresh data directory) ${(first.startMs / 1000).toFixed(1)} s, ` +
    `later ${(server.startMs / 1000).toFixed(1)} s (hello-world: ${(hello.startMs / 1000).toFixed(2)} s); load ${load()}`,
);

const signIn = async (email: string) => {
  const res = await fetch(`${server.base}/api/v1/users/login?include=user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email, password: 'curo-demo-2026' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  return (await res.json()) as { user?: { id: string } };
};
const doctorId = (await signIn('doctor@demo.curo.au')).user?.id ?? '';
const monday = new Date(Date.now() + 7 * 86_400_000);
while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
const nextMonday = monday.toISOString().slice(0, 10);

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

const enquiry = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com.au',
  phoneNumber: '0412 345 678',
  subject: 'General Inquiry',
  message: 'Benchmark enquiry',
});

const allCases: Case[] = [
  { name: 'GET /api/v1/health', path: '/api/v1/health' },
  { name: 'GET /api/v1/ready (database ping)', path: '/api/v1/ready' },
  { name: 'GET /pricing (app page)', path: '/pricing' },
  { name: 'GET /harbourview-health (company redirect)', path: '/harbourview-health' },
  { name: 'GET /api/v1/companies/slug/:slug', path: '/api/v1/companies/slug/redgum-logistics' },
  // The public reads issue 16 wants served from memory (decisions 0056, 0071): ≥ 0.6× of the hello-world.
  { name: 'GET /api/v1/services/pricing (cacheable)', path: '/api/v1/services/pricing' },
  { name: 'GET /api/v1/services/homePageDetails (cacheable)', path: '/api/v1/services/homePageDetails' },
  { name: 'GET /api/v1/services/latestFaqs (cacheable)', path: '/api/v1/services/latestFaqs' },
  { name: 'GET /api/v1/specialties/public (cacheable)', path: '/api/v1/specialties/public' },
  {
    name: 'GET /api/v1/blogPosts/slug/:slug (cacheable)',
    path: '/api/v1/blogPosts/slug/hay-fever-season-australia',
  },
  { name: 'GET /api/v1/faqs/search?q=certificate', path: '/api/v1/faqs/search?q=certificate' },
  { name: 'GET /api/v1/blogPosts (page 1)', path: '/api/v1/blogPosts' },
  { name: 'GET /blog/:slug (direct load with head tags)', path: '/blog/hay-fever-season-australia' },
  {
    name: 'GET getDoctorAvailableSlots (1 day)',
    path: `/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${nextMonday}`,
  },
  {
    name: 'POST /api/v1/emails/sendFullContact',
    path: '/api/v1/emails/sendFullContact',
    method: 'POST',
    body: enquiry,
  },
];
const cases = allCases.filter((c) => !pick || pick.test(c.name));

/** A load run, with the CPU time the loaded process spent on each request (µs). */
async function run(target: Running, c: Omit<LoadOptions, 'url'> & { path: string }) {
  const before = target.cpuSeconds();
  const result = await runLoad({ ...c, url: `${target.base}${c.path}` });
  return { ...result, cpuMicros: ((target.cpuSeconds() - before) * 1e6) / result.requests.total };
}
type Measured = Awaited<ReturnType<typeof run>>;

/** The case and the hello-world, `rounds` times each, alternating which goes first. */
async function paired(c: Case, index: number) {
  const mine: Measured[] = [];
  const yardstick: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    const options = {
      path: c.path,
      method: c.method,
      body: c.body,
      headers: browserHeaders,
      connections,
      duration,
    };
    const order = (round + index) % 2 === 0 ? ['hello', 'case'] : ['case', 'hello'];
    for (const which of order) {
      if (which === 'hello') yardstick.push(await run(hello, { ...options, path: '/', body: undefined }));
      else mine.push(await run(server, options));
    }
  }
  return { mine, yardstick };
}

const sum = <R extends LoadResult>(rs: R[], f: (r: R) => number) => rs.reduce((n, r) => n + f(r), 0);
const rows: string[][] = [];
for (const [i, c] of cases.entries()) {
  const { mine, yardstick } = await paired(c, i);
  const rps = sum(mine, (r) => r.requests.average) / mine.length;
  const helloRps = sum(yardstick, (r) => r.requests.average) / yardstick.length;
  const p99 = sum(mine, (r) => r.latency.p99) / mine.length;
  const helloP99 = sum(yardstick, (r) => r.latency.p99) / yardstick.length;
  const cpu = sum(mine, (r) => r.cpuMicros) / mine.length;
  const helloCpu = sum(yardstick, (r) => r.cpuMicros) / yardstick.length;
  rows.push([
    c.name,
    rps.toFixed(0),
    helloRps.toFixed(0),
    (rps / helloRps).toFixed(2),
    p99.toFixed(1),
    (p99 / helloP99).toFixed(2),
    cpu.toFixed(0),
    (helloCpu / cpu).toFixed(2),
    String(sum(mine, (r) => r.non2xx)),
  ]);
  console.log(`  ${c.name}: ${(rps / helloRps).toFixed(2)}× (load ${load()})`);
}

console.log(
  `\n${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, ${duration} s a run, ${rounds} rounds, ${connections} connections; load ${load()}\n`,
);
printTable(
  [
    ['case', 46],
    ['req/s', 8],
    ['hello', 8],
    ['ratio', 6],
    ['p99 ms', 7],
    ['p99 ratio', 10],
    ['CPU µs/req', 11],
    ['CPU ratio', 10],
    ['non-2xx', 8],
  ],
  rows,
);

// A login flood: 20 sign-ins a second (argon2id each) while /api/v1/health is loaded as above.
if (!pick || pick.test('login flood')) {
  const health = { path: '/api/v1/health', connections, duration };
  const flood = {
    url: `${server.base}/api/v1/users/login`,
    method: 'POST' as const,
    body: JSON.stringify({ email: 'patient@demo.curo.au', password: 'curo-demo-2026' }),
    connections: 20,
    duration: duration + 2,
    rate: 20,
  };
  const quiet: LoadResult[] = [];
  const loud: LoadResult[] = [];
  const delays: Array<{ flood: boolean; p99: number; max: number }> = [];
  let floodNon2xx = 0;
  let signIns = 0;
  for (let round = 0; round < rounds; round++) {
    for (const withFlood of round % 2 === 0 ? [false, true] : [true, false]) {
      await eventLoopDelay(server.base);
      if (withFlood) {
        const logins = runLoad(flood);
        await new Promise((r) => setTimeout(r, 1000));
        loud.push(await run(server, health));
        const done = await logins;
        floodNon2xx += done.non2xx;
        signIns += done.requests.total;
      } else quiet.push(await run(server, health));
      delays.push({ flood: withFlood, ...(await eventLoopDelay(server.base)) });
    }
  }
  const p99 = (rs: LoadResult[]) => sum(rs, (r) => r.latency.p99) / rs.length;
  const elp99 = (flood: boolean) =>
    Math.max(...delays.filter((d) => d.flood === flood).map((d) => d.p99)).toFixed(1);
  console.log(
    `\nlogin flood (20 sign-ins/s, ${signIns} in all, ${floodNon2xx} non-2xx): /api/v1/health p99 ` +
      `${p99(quiet).toFixed(1)} ms alone, ${p99(loud).toFixed(1)} ms with the flood: ${(p99(loud) / p99(quiet)).toFixed(2)}×; ` +
      `req/s ${(sum(loud, (r) => r.requests.average) / sum(quiet, (r) => r.requests.average)).toFixed(2)}×; ` +
      `event-loop delay p99 ${elp99(false)} ms alone, ${elp99(true)} ms with the flood; load ${load()}`,
  );
}

await server.stop();
await hello.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
