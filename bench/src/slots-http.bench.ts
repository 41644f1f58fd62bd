// The slots endpoint of a busy doctor under 32 concurrent clients, against a plain GET /api/v1/health
// measured in the same run on the same server. The demo Sydney doctor gets 100 bookings over the
// next 30 days and an outside calendar of 200 events (stored as a sync would store it).
// Not a test: it prints numbers.
//   npm run bench:slots-http -w @curo/bench    (DURATION=10 for longer, DATABASE_URL=postgres://… for PostgreSQL)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/demo/seed';
import { saveCalendar } from '../../apps/api/src/modules/scheduling/availability.repository';
import { parseIcsBusy } from '../../apps/api/src/modules/scheduling/engine/index.ts';
import { benchFeed } from './feed.ts';

const duration = Number(process.env.DURATION ?? 5);
const connections = 32;
const config = loadConfig(
  {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
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

const idOf = async (email: string) =>
  (
    (await database.db.execute(sql`select id from users where email = ${email}`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows[0]?.id ?? '';
const doctorId = await idOf('doctor@demo.curo.au');
const patientId = await idOf('patient@demo.curo.au');
const zone = 'Australia/Sydney';

let seed = 20_261_122;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const today = new Date();
const firstDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
const dates = Array.from({ length: 30 }, (_, i) =>
  new Date(firstDay.getTime() + i * 86_400_000).toISOString().slice(0, 10),
);

// 100 bookings on free 15-minute slots, chosen from what the endpoint itself offers.
const offered: string[] = [];
for (const date of dates) {
  const res = await fetch(`${base}/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${date}`, {
    headers: { 'x-forwarded-for': `10.9.0.${offered.length % 250}` },
  });
  offered.push(...((await res.json()) as Array<{ startsAt: string }>).map((s) => s.startsAt));
}
const chosen = new Set<string>();
while (chosen.size < Math.min(100, offered.length))
  chosen.add(offered[Math.floor(random() * offered.length)]!);
for (const startsAt of chosen) {
  const endsAt = new Date(Date.parse(startsAt) + 15 * 60_000).toISOString();
  await database.db.execute(sql`insert into appointments (id, type, status, patient_id, doctor_id, starts_at, ends_at, reason)
    values (gen_random_uuid(), 'scheduled', 'scheduled', ${patientId}, ${doctorId}, ${startsAt}, ${endsAt}, 'Bench')`);
}
const ics = benchFeed({ zone, firstDay, days: 30, random });
const parsed = parseIcsBusy(ics, {
  zone,
  from: firstDay,
  to: new Date(firstDay.getTime() + 31 * 86_400_000),
});
if (!parsed.ok) throw new Error(parsed.error);
await saveCalendar(database.db, {
  doctorId,
  source: 'upload',
  busy: parsed.busy.map((b) => ({ s: b.startsAt.getTime(), e: b.endsAt.getTime() })),
  lastSyncedAt: new Date(),
});

const middle = dates[10];
const cases = [
  { name: 'GET /api/v1/health (baseline)', path: '/api/v1/health' },
  {
    name: 'getDoctorAvailableSlots (1 day)',
    path: `/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${middle}`,
  },
  {
    name: 'getDoctorAvailableSlots showAll (1 day)',
    path: `/api/v1/users/${doctorId}/getDoctorAvailableSlots?date=${middle}&showAll=true`,
  },
  {
    name: 'availability-calendar (month view)',
    path: `/api/v1/services/availability-calendar/${doctorId}/date/${middle}`,
  },
];

const results: Array<{ name: string; rps: number; p50: number; p99: number; failed: number }> = [];
for (const c of cases) {
  const r = await autocannon({
    url: `${base}${c.path}`,
    connections,
    duration,
    setupClient: (client: {
      setHeaders: (h: Record<string, string>) => void;
      on: (event: 'response', listener: () => void) => void;
    }) => {
      let n = 0;
      client.on('response', () => {
        n++;
        client.setHeaders({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
      });
    },
  } as autocannon.Options);
  results.push({
    name: c.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx,
  });
}

const baseline = results[0] ?? { rps: 1, p50: 1 };
console.log(
  `\n${database.kind}, ${duration} s per case, ${connections} concurrent clients; ${chosen.size} bookings, 200 feed events -> ${parsed.busy.length} busy intervals\n`,
);
console.log(
  'case'.padEnd(42),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  'req/s ratio'.padStart(12),
  'non-2xx'.padStart(8),
);
for (const r of results) {
  console.log(
    r.name.padEnd(42),
    r.rps.toFixed(0).padStart(8),
    String(r.p50).padStart(7),
    String(r.p99).padStart(7),
    (r.rps / baseline.rps).toFixed(2).padStart(12),
    String(r.failed).padStart(8),
  );
}
await app.close();
await database.close();
