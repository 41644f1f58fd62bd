// The slot engine on a busy doctor: 30 days of 15-minute slots for a Sydney doctor with 100 bookings
// and a calendar feed of 200 events, as ratios against the same 30 days with nothing booked, measured
// in the same run. Not a test: it prints numbers.
//   npm run bench:slots -w @curo/bench        (RUNS=1000 for a steadier tail)
// The range crosses the October daylight-saving change on purpose.
import {
  type Availability,
  type BusyInterval,
  computeAvailableDates,
  computeSlotsForRange,
  parseIcsBusy,
  type SlotSettings,
} from '../../apps/api/src/modules/scheduling/engine/index.ts';
import { benchFeed } from './feed.ts';

const runs = Number(process.env.RUNS ?? 200);
const warmup = Math.max(10, Math.floor(runs / 10));

const zone = 'Australia/Sydney';
const from = '2026-09-21';
const to = '2026-10-20';
const now = new Date('2026-09-20T00:00:00Z');
const rangeStart = new Date('2026-09-20T13:00:00Z'); // 21 Sep 00:00 AEST
const rangeEnd = new Date('2026-10-20T13:00:00Z'); // 21 Oct 00:00 AEDT

const weekdays = [1, 2, 3, 4, 5] as const;
const availability: Availability = {
  zone,
  weekly: weekdays.flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:30' },
    { weekday, start: '13:30', end: '17:00' },
  ]),
  breaks: [{ weekday: 3, start: '15:00', end: '15:30' }],
  overrides: [{ date: '2026-10-09', windows: [] }],
};
const settings: SlotSettings = {
  durationMinutes: 15,
  stepMinutes: 15,
  bufferMinutes: 5,
  minNoticeMinutes: 60,
  horizonDays: 60,
};

// A small deterministic generator, so every run benchmarks the same doctor.
let seed = 20_261_004;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const dayAt = (i: number) => new Date(Date.UTC(2026, 8, 21 + i));

// 100 bookings at quarter hours inside working time (UTC from the AEST/AEDT offset of their day).
const bookings: BusyInterval[] = Array.from({ length: 100 }, () => {
  const day = dayAt(Math.floor(random() * 30));
  const offsetHours = day >= new Date(Date.UTC(2026, 9, 4)) ? 11 : 10;
  const localMinutes = 9 * 60 + Math.floor(random() * 30) * 15;
  const start = day.getTime() + (localMinutes - offsetHours * 60) * 60_000;
  return {
    startsAt: new Date(start),
    endsAt: new Date(start + pick([15, 30]) * 60_000),
    kind: pick(['booking', 'booking', 'booking', 'hold'] as const),
  };
});

const ics = benchFeed({ zone, firstDay: dayAt(0), days: 30, random });

const parseFeed = () => {
  const result = parseIcsBusy(ics, { zone, from: rangeStart, to: rangeEnd });
  if (!result.ok) throw new Error(result.error);
  return result.busy;
};
const calendarBusy = parseFeed();
const allBusy = [...bookings, ...calendarBusy];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const query = { availability, settings, now, from, to };
const cases: Array<{ name: string; fn: () => unknown }> = [
  {
    name: '30 days of slots, nothing booked (baseline)',
    fn: () => computeSlotsForRange({ ...query, busy: [] }),
  },
  {
    name: '30 days of slots, 100 bookings + feed busy',
    fn: () => computeSlotsForRange({ ...query, busy: allBusy }),
  },
  {
    name: '30 days, showAll (every slot with a reason)',
    fn: () => computeSlotsForRange({ ...query, busy: allBusy, showAll: true }),
  },
  {
    name: 'month view (computeAvailableDates)',
    fn: () => computeAvailableDates({ ...query, busy: allBusy }),
  },
  { name: 'parse the 200-event feed', fn: parseFeed },
  {
    name: 'parse the feed + 30 days of slots',
    fn: () => computeSlotsForRange({ ...query, busy: [...bookings, ...parseFeed()] }),
  },
];

const free = computeSlotsForRange({ ...query, busy: allBusy }).length;
const all = computeSlotsForRange({ ...query, busy: [] }).length;
console.log(
  `\n${zone}, ${from} to ${to} (crosses the October change), 15-minute slots, ${runs} runs after ${warmup} warm-up`,
);
console.log(
  `${bookings.length} bookings, 200 feed events -> ${calendarBusy.length} busy intervals; ${free} of ${all} slots free\n`,
);
console.log(
  'case'.padEnd(46),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'mean ms'.padStart(8),
  'ratio'.padStart(7),
);
// Warm every case up, then take the runs round-robin so that JIT and GC noise falls on all alike.
for (const c of cases) for (let i = 0; i < warmup; i++) c.fn();
const times = cases.map(() => [] as number[]);
for (let r = 0; r < runs; r++) {
  cases.forEach((c, i) => {
    const started = performance.now();
    c.fn();
    times[i]!.push(performance.now() - started);
  });
}
const baseline = quantile(
  [...times[0]!].sort((a, b) => a - b),
  0.5,
);
cases.forEach((c, i) => {
  const sorted = [...times[i]!].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
  console.log(
    c.name.padEnd(46),
    quantile(sorted, 0.5).toFixed(3).padStart(8),
    quantile(sorted, 0.99).toFixed(3).padStart(8),
    mean.toFixed(3).padStart(8),
    (quantile(sorted, 0.5) / baseline).toFixed(2).padStart(7),
  );
});
console.log(
  '\nratio: p50 against the baseline row. p99 includes GC pauses, mostly made by the feed-parsing cases.',
);
