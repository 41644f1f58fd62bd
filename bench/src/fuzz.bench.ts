// The OpenAPI fuzzer of apps/api/test/fuzz (decision 0061), run bigger than CI runs it: every
// operation as every role, RUNS requests each (default 8), on a fresh seed unless FUZZ_SEED is
// given. Prints operations × roles × runs, the answers by status class and the 5xx count, then
// each finding with the line that replays it; exits 1 when there is one.
//   npm run fuzz -w @curo/bench    (RUNS=20, FUZZ_SEED=<n>, FUZZ_ONLY='POST /api/v1/…',
//                                   TEST_DATABASE_URL=postgres://… for PostgreSQL)
import { randomInt } from 'node:crypto';
import { buildTestApp } from '../../apps/api/test/build-test-app';
import { Cast, describeFindings, fuzz } from '../../apps/api/test/fuzz/fuzzer';
import { printTable } from './report.ts';

const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const runs = Number(process.env.RUNS ?? 8);
const only = process.env.FUZZ_ONLY;

console.log(
  `Fuzzing with seed ${seed}, ${runs} request(s) per operation and role${only ? `, only ${only}` : ''}.`,
);
const t = await buildTestApp({ rateLimitLogin: 100_000 });
const cast = await Cast.make(t);
let lastReport = Date.now();
const result = await fuzz(t, cast, {
  seed,
  runs,
  only,
  onOperation: (op, done, total) => {
    if (Date.now() - lastReport < 15_000) return;
    lastReport = Date.now();
    console.log(`  ${done}/${total} operations (${op.method} ${op.path})`);
  },
});
await t.close();

const classes = Object.entries(result.byStatusClass).sort(([a], [b]) => a.localeCompare(b));
printTable(
  [
    ['figure', 34],
    ['value', 12],
  ],
  [
    ['operations', String(result.operations)],
    ['roles', String(result.roles)],
    ['requests per operation and role', String(runs)],
    ['requests', String(result.requests)],
    ...classes.map(([cls, n]) => [`  answered ${cls}`, String(n)]),
    ['  of which 429', String(result.rateLimited)],
    ['5xx (not declared)', String(result.serverErrors)],
    ['503 declared by the operation', String(result.declared503)],
    ['findings (5xx or bad envelope)', String(result.findings.length)],
    ['sessions restored', String(result.repairs)],
    ['seconds', (result.ms / 1000).toFixed(1)],
    ['requests per second', (result.requests / (result.ms / 1000)).toFixed(0)],
  ],
);
if (result.findings.length > 0) {
  console.log(`\n${describeFindings(result.findings, 100)}`);
  process.exitCode = 1;
}
