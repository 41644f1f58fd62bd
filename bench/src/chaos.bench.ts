// Chaos: the real server killed with SIGKILL at random moments while patients book, pay, cancel
// and set reminders on the same few times; started again on the same data each time; then the
// database, the SMTP sink and the stand-in Stripe are checked (decision 0062). Prints figures.
//   npm run chaos -w @curo/bench                     (KILLS=100 by default; PATIENTS, SLOTS, SEED)
//   TEST_DATABASE_URL=postgres://… npm run chaos -w @curo/bench    (a database of its own on that server)
import { runChaos } from '../../apps/api/test/chaos.ts';
import { summary } from './report.ts';

const kills = Number(process.env.KILLS ?? 100);
const seed = Number(process.env.SEED ?? Date.now() % 1_000_000);
const started = Date.now();
const report = await runChaos({
  kills,
  patients: Number(process.env.PATIENTS ?? 8),
  slots: Number(process.env.SLOTS ?? 24),
  upMs: [2_000, 8_000],
  databaseUrl: process.env.TEST_DATABASE_URL,
  seed,
  log: (line) => console.log(line),
});
const restart = summary(report.restartMs);
console.log(
  `\nChaos run on ${report.database}, seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`  kills (SIGKILL)                  ${report.kills}`);
console.log(`  first start                      ${report.firstStartMs} ms`);
console.log(
  `  restart after a kill             p50 ${restart.p50} ms, p95 ${restart.p95} ms, max ${restart.max} ms`,
);
console.log(
  `  requests                         ${report.requests} (${report.interrupted} cut off by a kill, retried)`,
);
console.log(
  `  holds                            ${report.holds} (${report.contended} refused: time taken by another)`,
);
console.log(`  confirmed (2xx)                  ${report.confirmed}`);
console.log(`  confirmations never answered     ${report.confirmUnknown}`);
console.log(`  confirmations stuck "in progress" ${report.stuckKeys}`);
console.log(`  cancelled (2xx)                  ${report.cancelled}`);
console.log(`  reminders set                    ${report.remindersSet}`);
for (const [name, n] of Object.entries(report.unexpected))
  console.log(`  unexpected: ${name.padEnd(20)} ${n}`);
console.log('\nAfter the run');
for (const [name, n] of Object.entries(report.counts)) console.log(`  ${name.padEnd(55)} ${n}`);
for (const note of report.notes) console.log(`\nNote: ${note}`);
console.log(`\nViolations: ${report.violations.length}`);
for (const v of report.violations.slice(0, 50)) console.log(`  - ${v}`);
process.exitCode = report.violations.length === 0 ? 0 : 1;
