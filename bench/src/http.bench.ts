// HTTP throughput of the walking skeleton's routes, as ratios against /api/v1/health measured in
// the same run on the same server (an in-process PGlite database). Not a test: it prints numbers.
//   npm run bench            (DURATION=10 for longer runs, DATABASE_URL=postgres://… for PostgreSQL)
import { sql } from 'drizzle-orm';
import { loadTest, startBenchApp } from './bench-app.ts';
import { printTable } from './report.ts';

const duration = Number(process.env.DURATION ?? 5);
const { database, base, close } = await startBenchApp({
  RATE_LIMIT_CONTACT: '100000000',
  // Each request comes "from" a different client (loadTest), so per-client limits hold.
  TRUST_PROXY: 'true',
});

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
  const r = await loadTest(`${base}${c.path}`, {
    connections: 20,
    duration,
    method: c.method,
    body: c.body,
  });
  results.push({ name: c.name, rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx });
}

const baseline = results[0]?.rps ?? 1;
console.log(`\n${database.kind}, ${duration} s per case, 20 connections\n`);
printTable(
  [
    ['route', 48],
    ['req/s', 9],
    ['p99 ms', 8],
    ['ratio', 7],
    ['non-2xx', 8],
  ],
  results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p99),
    (r.rps / baseline).toFixed(2),
    String(r.failed),
  ]),
);
await close();
