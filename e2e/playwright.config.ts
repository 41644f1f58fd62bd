import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium';
import { turnForRun } from './turn-server';

// The config is loaded by the runner and again by each worker; the environment set here by the
// runner is inherited by the workers, so all agree on one port and one data directory.
// Below Linux's range for outgoing connections (32768 and up), so no client socket holds it.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 12000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'curo-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// This run's coturn (null without it): chosen here, as Playwright starts the web server before
// the global setup, which starts coturn on that port.
const turn = await turnForRun();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for a loaded 2-core machine (on 2026-11-26 public pages took about 10 s to render
  // while both workers ran): limits on waiting, never timing assertions.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list'], ['json']],
  globalSetup: './turn-server.ts',
  globalTeardown: './global-teardown.ts',
  // Per run (Playwright empties it at start), so two runs on one machine keep their traces.
  outputDir: path.join(process.env.E2E_DATA_DIR, 'results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /admin-mask\.spec\.ts/,
    },
    // Turns two-step sign-in on for the shared demo admin for a while: it runs after everything
    // else, so no other spec signing in as that admin meets the code step.
    {
      name: 'admin-two-step',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: /admin-mask\.spec\.ts/,
      dependencies: ['desktop'],
    },
  ],
  webServer: {
    // The server's log goes to a file that the global teardown searches for leaked secrets.
    command: `node ../apps/api/dist/main.js > "${path.join(process.env.E2E_DATA_DIR, 'server.log')}" 2>&1`,
    cwd: import.meta.dirname,
    url: `${baseURL}/api/v1/ready`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_LOGIN: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...(turn && { TURN_URLS: turn.url, TURN_SECRET: turn.secret }),
    },
  },
});
