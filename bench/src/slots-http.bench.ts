// The slots endpoint of a busy doctor under 32 concurrent clients, against a plain GET /api/v1/health
// measured in the same run on the same server. The demo Sydney doctor gets 100 bookings over the
// next 30 days and an outside calendar of 200 events (stored as a sync would store it).
// Not a test: it prints numbers.
//   npm run bench:slots-http -w @curo/bench    (DURATION=10 for longer, DATABASE_URL=postgres://… for PostgreSQL)
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { saveCalendar } from '../../apps/api/src/modules/scheduling/availability.repository';
import { parseIcsBusy } from '../../apps/api/src/modules/scheduling/engine/index.ts';
import { loadTest, startBenchApp } from './bench-app.ts';
import { benchFeed } from './feed.ts';
import { printTable } from './report.ts';

const duration = Number(process.env.DURATION ?? 5);
const connections = 32;
const { database, base, close } = await startBenchApp({ TRUST_PROXY: 'true', JOBS_ENABLED: 'false' });

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
await saveCalendar(database.db, { doctorId, source: 'upload', lastSyncedAt: new Date() }, parsed.busy);

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
  const r = await loadTest(`${base}${c.path}`, { connections, duration });
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
printTable(
  [
    ['case', 42],
    ['req/s', 8],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['req/s ratio', 12],
    ['non-2xx', 8],
  ],
  results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    (r.rps / baseline.rps).toFixed(2),
    String(r.failed),
  ]),
);
// Issue 16's budget for the busy doctor's slots at 32 concurrent clients (decision 0059).
const target = database.kind === 'postgres' ? 50 : 150;
const slots = results[1];
if (slots)
  console.log(
    `\nslots p99 ${slots.p99} ms against a budget of ${target} ms on ${database.kind} (${slots.p99 <= target ? 'within' : 'over'}); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
await close();
