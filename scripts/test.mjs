#!/usr/bin/env node
// `npm test`: lint, types, import cycles, unit + integration (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), build, end-to-end in Chromium. Every step runs even when an earlier
// one fails, so one run shows everything that is wrong. The last line is "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

/** A check that is not a test runner counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) totals.passed++;
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
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) {
    totals.failed++;
    failedSteps.push('end-to-end (no report)');
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const npx = 'npx';
check('lint (Biome)', npx, ['biome', 'check', '.']);
check('types (tsc --noEmit, every workspace)', 'npm', ['run', 'typecheck', '--silent']);
check('import cycles (madge)', 'npm', ['run', 'cycles', '--silent']);

const vitestArgs = (report, ...extra) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
];
/** A runner that failed without a failing test (a crash, a teardown check) still counts as one failure. */
function countRun(ok, count) {
  const before = totals.failed;
  count();
  if (!ok && totals.failed === before) totals.failed++;
}

const unit = path.join(reports, 'vitest-pglite.json');
countRun(
  run('unit, component and integration tests (PGlite)', npx, vitestArgs(unit), { CURO_TEST_DB: 'pglite' }),
  () => countVitest(unit, 'vitest (PGlite)'),
);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  countRun(
    run('integration tests (PostgreSQL)', npx, vitestArgs(pgReport, '--project', 'api'), {
      CURO_TEST_DB: 'postgres',
    }),
    () => countVitest(pgReport, 'vitest (PostgreSQL)'),
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: integration tests ran on PGlite only.)');
}

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  const e2e = path.join(reports, 'playwright.json');
  countRun(
    run(
      'end-to-end (Playwright, Chromium)',
      npx,
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
      },
    ),
    () => countPlaywright(e2e),
  );
} else {
  totals.failed++;
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || failedSteps.length > 0 ? 1 : 0);
