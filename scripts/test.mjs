#!/usr/bin/env node
// `npm test`: lint, types, dependency rules, build, unit + integration (PGlite, then PostgreSQL
// when TEST_DATABASE_URL is set), end-to-end in Chromium. The build comes before Vitest, whose
// server-rendering tests render with the built web app. Every step runs even when an earlier
// one fails, so one run shows everything that is wrong. The last line is "N passed, N failed".
//
//   npm test -- --at <instant>   the whole suite with every process's clock moved (faketime) to
//                                <instant>: a name from scripts/instants.mjs or an ISO time
//   npm test -- --clock-check    runs the PGlite pass of the Vitest projects at an instant outside
//                                Sydney business hours, while the PostgreSQL pass keeps the real
//                                clock: the suite is proven at two instants (CI runs this)
//
// A test that passed only on retry is flaky: it is named at the end and counted as failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeInstant, faketimeOffset, hasFaketime, resolveInstant } from './instants.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const flaky = [];
/** Each failing test by name, printed at the end: CI keeps only the tail of the output. */
const failedTests = [];

const { values: flags } = parseArgs({
  options: { at: { type: 'string' }, 'clock-check': { type: 'boolean', default: false } },
});
const atName = flags.at;
const clockCheck = flags['clock-check'];
if ((atName !== undefined || clockCheck) && !hasFaketime()) {
  console.error("faketime is not installed: apt-get install faketime (Debian's package)");
  process.exit(2);
}
/** Every step's clock, when the whole run is moved to another instant. */
const movedTo = atName === undefined ? null : resolveInstant(atName);
if (movedTo !== null) console.log(`Every clock in this run starts at ${describeInstant(movedTo)}.`);

/**
 * `command args` under faketime, starting at `at`: an offset from now, so every process of the
 * step (server, database, browser) shares one moving clock. Each step starts at `at` afresh.
 */
const underClock = (at, command, args) =>
  at === null ? [command, args] : ['faketime', ['-f', faketimeOffset(at), command, ...args]];

/**
 * Each step's limit on waiting, in minutes (CURO_STEP_LIMIT_MINUTES overrides them all). A step
 * past its limit is stopped, with every process it started, and counts as failed: the run always
 * ends with its summary line, and a hung test is named rather than holding CI until it is killed.
 * On this 2-core machine the longest step, the PGlite pass, takes 8-20 minutes (the machine varies
 * about twofold from day to day); the limits leave room for a slow day.
 */
const STEP_LIMIT_MINUTES = { default: 10, vitest: 35, postgres: 20, e2e: 40 };
const limitOf = (kind) => Number(process.env.CURO_STEP_LIMIT_MINUTES) || STEP_LIMIT_MINUTES[kind];

/** Where the Vitest reporter scripts/vitest-running.mjs lists the tests under way. */
const runningFile = path.join(reports, 'running.txt');

/**
 * Runs one step in a process group of its own, so that stopping it (at its limit, or on Ctrl-C)
 * stops everything it started, and nothing it left behind outlives it.
 */
async function run(title, command, args, env = {}, at = movedTo, limitKind = 'default') {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const [cmd, cmdArgs] = underClock(at, command, args);
  fs.rmSync(runningFile, { force: true });
  const child = spawn(cmd, cmdArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CURO_RUNNING_FILE: runningFile, ...env },
    detached: true,
  });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  const interrupt = () => {
    signalGroup('SIGINT');
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  const limit = limitOf(limitKind);
  let overLimit = false;
  const timer = setTimeout(() => {
    overLimit = true;
    // As Ctrl-C would: Vitest and Playwright stop their workers and Playwright its web server.
    signalGroup('SIGINT');
    setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
  }, limit * 60_000);
  const status = await new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
  clearTimeout(timer);
  process.off('SIGINT', interrupt);
  // Whatever the step started and left running (a worker, a server) goes with it.
  signalGroup('SIGKILL');
  const ok = status === 0 && !overLimit;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (overLimit) {
    const running = fs.existsSync(runningFile) ? fs.readFileSync(runningFile, 'utf8').trim() : '';
    const note = `${title}: stopped at its ${limit}-minute limit`;
    console.log(`━━ ${note}${running ? `; still running:\n${running}` : ''}`);
    failedTests.push(running ? `${note}, in ${running.split('\n')[0]}` : note);
  }
  if (!ok) failedSteps.push(title);
  return ok;
}

/** A check that is not a test runner counts as one test. */
async function check(title, command, args) {
  if (await run(title, command, args)) totals.passed++;
  else totals.failed++;
}

function countVitest(file, title) {
  if (!fs.existsSync(file)) {
    totals.failed++;
    failedSteps.push(`${title} (no report)`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed +=
    r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failing = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failing) failedTests.push(`${title} › ${where} › ${a.fullName}`);
    // A file that failed without a failing test (an import or hook error) is named by its message.
    if (file.status === 'failed' && failing.length === 0)
      failedTests.push(`${title} › ${where}: ${(file.message ?? '').split('\n')[0]}`);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) {
    totals.failed++;
    failedSteps.push('end-to-end (no report)');
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected;
  // Passed on retry: a defect with a name, counted as failed.
  totals.failed += stats.unexpected + stats.flaky;
  totals.skipped += stats.skipped;
  const walk = (suite, outer) => {
    // File-level suites are titled with the file name, which the spec already carries.
    const trail = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky')
          flaky.push(`${t.projectName} › ${spec.file} › ${[...trail, spec.title].join(' › ')}`);
        else if (t.status === 'unexpected')
          failedTests.push(
            `end-to-end › ${t.projectName} › ${spec.file} › ${[...trail, spec.title].join(' › ')}`,
          );
    for (const child of suite.suites ?? []) walk(child, trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const npx = 'npx';
await check('lint (Biome)', npx, ['biome', 'check', '.']);
await check('types (tsc --noEmit, every workspace)', 'npm', ['run', 'typecheck', '--silent']);
await check('dependency rules (dependency-cruiser: layers, islands, cycles)', 'npm', [
  'run',
  'deps',
  '--silent',
]);

const built = await run('build', 'npm', ['run', 'build', '--silent']);

const vitestArgs = (report, ...extra) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/vitest-running.mjs',
  `--outputFile.json=${report}`,
  ...extra,
];
/** A runner that failed without a failing test (a crash, a teardown check) still counts as one failure. */
function countRun(ok, count) {
  const before = totals.failed;
  count();
  if (!ok && totals.failed === before) totals.failed++;
}

// With --clock-check the PGlite pass runs at another instant (the PostgreSQL pass, whose server
// keeps its own clock, stays on the real one): two instants without a third pass.
const checkAt =
  clockCheck && movedTo === null ? resolveInstant(process.env.CURO_CLOCK_CHECK_AT || 'sunday-evening') : null;
const unit = path.join(reports, 'vitest-pglite.json');
countRun(
  await run(
    checkAt === null
      ? 'unit, component and integration tests (PGlite)'
      : `unit, component and integration tests at ${describeInstant(checkAt)} (faketime, PGlite)`,
    npx,
    vitestArgs(unit),
    { CURO_TEST_DB: 'pglite' },
    checkAt ?? movedTo,
    'vitest',
  ),
  () => countVitest(unit, 'vitest (PGlite)'),
);

if (process.env.TEST_DATABASE_URL && movedTo !== null) {
  // faketime moves this run's processes, not the PostgreSQL server's clock, and the two must agree.
  console.log('\n(Clock moved: the PostgreSQL pass is skipped, since the server keeps its own clock.)');
} else if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  countRun(
    await run(
      'integration tests (PostgreSQL)',
      npx,
      vitestArgs(pgReport, '--project', 'api'),
      { CURO_TEST_DB: 'postgres' },
      movedTo,
      'postgres',
    ),
    () => countVitest(pgReport, 'vitest (PostgreSQL)'),
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: integration tests ran on PGlite only.)');
}

if (built) {
  const e2e = path.join(reports, 'playwright.json');
  countRun(
    await run(
      'end-to-end (Playwright, Chromium)',
      npx,
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
      movedTo,
      'e2e',
    ),
    () => countPlaywright(e2e),
  );
} else {
  totals.failed++;
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
if (flaky.length) {
  console.log('Flaky (failed, then passed on retry; counted as failed):');
  for (const name of flaky) console.log(`  ${name}`);
}
if (failedTests.length) {
  console.log('Failing tests:');
  for (const name of failedTests) console.log(`  ${name}`);
}
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || failedSteps.length > 0 || flaky.length > 0 ? 1 : 0);
