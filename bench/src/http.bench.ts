// HTTP throughput of the walking skeleton's routes, as ratios against /api/v1/health measured in
// the same run on the same server (an in-process PGlite database). Not a test: it prints numbers.
//   npm run bench            (DURATION=10 for longer runs, DATABASE_URL=postgres://… for PostgreSQL)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/demo/seed';

const duration = Number(process.env.DURATION ?? 5);
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_CONTACT: '100000000',
    // Each request comes "from" a different client (X-Forwarded-For below), as on the internet,
    // so per-client rate limits measure what they should and do not turn the run into 429s.
    TRUST_PROXY: 'true',
    // Secrets for this run only; the benchmark keeps nothing.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_KEY: randomBytes(48).toString('base64url'),
  },
  { webDistDir: path.resolve(import.meta.dirname, '../../apps/web/dist') },
);
const database = await createDatabase({ url: config.databaseUrl, dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db);
const { app } = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const doctorRows = (await database.db.execute(
  sql`select id from users where email = 'doctor@demo.curo.au'`,
)) as unknown as { rows: Array<{ id: string }> };
const doctorId = doctorRows.rows[0]?.id ?? '';
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

const cases: Case[] = [
  { name: 'GET /api/v1/health (baseline)', path: '/api/v1/health' },
  { name: 'GET /api/v1/ready (database ping)', path: '/api/v1/ready' },
  { name: 'GET /pricing (app page)', path: '/pricing' },
  { name: 'GET /harbourview-health (company redirect)', path: '/harbourview-health' },
  { name: 'GET /api/v1/companies/slug/:slug', path: '/api/v1/companies/slug/redgum-logistics' },
  { name: 'GET /api/v1/services/pricing (cacheable)', path: '/api/v1/services/pricing' },
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

const results: Array<{ name: string; rps: number; p99: number; failed: number }> = [];
for (const c of cases) {
  const r = await autocannon({
    url: `${base}${c.path}`,
    method: c.method ?? 'GET',
    body: c.body,
    headers: c.body ? { 'content-type': 'application/json' } : undefined,
    connections: 20,
    duration,
    setupClient: (client: {
      setHeaders: (h: Record<string, string>) => void;
      on: (event: 'response', listener: () => void) => void;
    }) => {
      let n = 0;
      client.on('response', () => {
        n++;
        client.setHeaders({
          ...(c.body ? { 'content-type': 'application/json' } : {}),
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        });
      });
    },
  } as autocannon.Options);
  results.push({ name: c.name, rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx });
}

const baseline = results[0]?.rps ?? 1;
console.log(`\n${database.kind}, ${duration} s per case, 20 connections\n`);
console.log(
  'route'.padEnd(48),
  'req/s'.padStart(9),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
  'non-2xx'.padStart(8),
);
for (const r of results) {
  console.log(
    r.name.padEnd(48),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    (r.rps / baseline).toFixed(2).padStart(7),
    String(r.failed).padStart(8),
  );
}
await app.close();
await database.close();
