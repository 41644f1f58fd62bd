import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { createDatabase, type Database } from '../src/db/client';
import { type Account, ALL_WEEK, makeDoctor, makePatient } from './accounts';
import { TEST_PASSWORD } from './auth-helpers';
import type { TestApp } from './build-test-app';
import { buildServerBundle } from './server-bundle';
import { startSmtpSink } from './smtp-sink';
import { SECRET_KEY, standInStripe } from './stripe-stand-in';
import { createScratchPostgresDatabase } from './test-database';

/**
 * Chaos run (decision 0062): the real server (src/main.ts) as a child process with a production
 * configuration — a PGlite data directory in a temporary folder, or a PostgreSQL database of its
 * own, real SMTP into a sink, Stripe's API as a stand-in, the job queues on — while patients book,
 * pay, cancel and set reminders on the same few times. At random moments it is killed with
 * SIGKILL and started again on the same data. Afterwards the database, the SMTP sink and the
 * stand-in Stripe are checked against what the patients were told.
 */

const apiRoot = path.resolve(import.meta.dirname, '..');
const FEE_CENTS = 9_500;
const ZONE = 'Australia/Sydney';

export interface ChaosOptions {
  /** SIGKILLs during the run. */
  kills: number;
  /** Patients booking at once. */
  patients?: number;
  /** Times on offer (all patients choose among them, so they collide). */
  slots?: number;
  /** How long the server runs between a start and its kill, at random in this range (ms). */
  upMs?: [number, number];
  /** A PostgreSQL server to make a database on (TEST_DATABASE_URL); PGlite when absent. */
  databaseUrl?: string;
  /** Progress lines (the bench prints them); silent by default. */
  log?: (line: string) => void;
  /** Seed of the run's random choices, so a run can be repeated. */
  seed?: number;
}

export interface ChaosReport {
  database: 'pglite' | 'postgres';
  kills: number;
  /** Milliseconds from spawn to listening, per start after a kill. */
  restartMs: number[];
  firstStartMs: number;
  requests: number;
  /** Requests cut off by a kill (then retried). */
  interrupted: number;
  holds: number;
  /** Holds refused because another patient had the time (409). */
  contended: number;
  /** Confirmations answered 2xx. */
  confirmed: number;
  /** Confirmations whose answer never came back after every retry. */
  confirmUnknown: number;
  /** Confirmations refused with IDEMPOTENCY_IN_PROGRESS after a kill (the key stuck). */
  stuckKeys: number;
  cancelled: number;
  remindersSet: number;
  /** Other answers no step expected, by `status code`. */
  unexpected: Record<string, number>;
  counts: Record<string, number>;
  /** Broken invariants, one line each; empty when all held. */
  violations: string[];
  /** Things that are not broken promises but are worth knowing (delays, lapsed holds). */
  notes: string[];
}

/** A small seeded random source (mulberry32), so a run's choices can be replayed. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class NetworkError extends Error {}

/** The server process, started and killed on the same data. */
class ServerUnderTest {
  child: ChildProcess | null = null;
  base = '';
  private upGate: Promise<void>;
  private openGate: () => void = () => {};
  output = '';

  constructor(
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.upGate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  /** Resolves once the server is listening (at once when it is). */
  up(): Promise<void> {
    return this.upGate;
  }

  async start(limitMs = 150_000): Promise<number> {
    const started = Date.now();
    this.output = '';
    const child = spawn(process.execPath, [this.entry], { cwd: apiRoot, env: this.env });
    this.child = child;
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${this.output}`)), limitMs);
      const onData = (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-20_000);
        const match = /running at http:\/\/localhost:(\d+)/.exec(this.output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code ?? signal}) while starting: ${this.output}`));
      });
    });
    this.base = `http://127.0.0.1:${port}/api/v1`;
    this.openGate();
    return Date.now() - started;
  }

  private closeGate() {
    this.upGate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  /** SIGKILL: no drain, no close, no flush. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.closeGate();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /**
   * SIGTERM: the graceful stop, for the end of the run. A server still running 30 s later is
   * killed and the stop reported as failed, rather than the run waiting on it for ever.
   */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.closeGate();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), 30_000);
    });
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      await this.kill();
      throw new Error(`the server did not stop within 30 s of SIGTERM: ${this.output.slice(-2_000)}`);
    }
  }
}

interface Ledger {
  appointmentId: string;
  patientId: string;
  startsAt: string;
  /** The patient was answered 2xx to confirming it. */
  confirmed: boolean;
  /** Confirming it was cut off and never answered. */
  confirmUnknown: boolean;
  cancelled: boolean;
  cancelUnknown: boolean;
}

/** Makes a database for the run: a PostgreSQL database of its own, or a PGlite data directory. */
async function prepareDatabase(dataDir: string, baseUrl: string | undefined) {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!baseUrl) return { url: undefined, drop: async () => {} };
  return createScratchPostgresDatabase(baseUrl, 'curo_chaos');
}

const openDatabase = (dataDir: string, url: string | undefined) =>
  createDatabase({ url, dataDir: path.join(dataDir, 'pglite') });

const rowsOf = async <T>(database: Database, text: string, values?: unknown[]) =>
  (await database.executeSql(text, values)).rows as T[];

/**
 * How long until the sweeps that were due (the `stately` queues: settling, hold expiry, reminders)
 * had run, waiting up to `giveUpMs` (null: they had not). On PostgreSQL a sweep left running by a
 * killed server keeps its queue (one at a time) until it expires (SWEEP_EXPIRE_SECONDS, then
 * pg-boss's maintenance), so the start-up sweeps can wait behind it for minutes: "after the sweeps
 * ran" means after they did, not after the server answered. (PGlite's server fails such leftovers
 * at start, being the only one on its database.)
 */
async function sweepsRan(opening: Promise<Database>, giveUpMs: number): Promise<number | null> {
  const database = await opening;
  const started = Date.now();
  try {
    while (Date.now() - started < giveUpMs) {
      const [pending] = await rowsOf<{ n: number }>(
        database,
        `select count(*)::int as n from pgboss.job j join pgboss.queue q on q.name = j.name
          where q.policy = 'stately' and j.state in ('created', 'active') and j.start_after <= now()`,
      );
      if (pending?.n === 0) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return null;
  } finally {
    await database.close();
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const random = randomSource(options.seed ?? Date.now());
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const patientsCount = options.patients ?? 6;
  const [minUp, maxUp] = options.upMs ?? [400, 2_500];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-chaos-'));
  const sink = await startSmtpSink();
  const stripe = standInStripe();
  await new Promise<void>((resolve) => stripe.server.listen(0, '127.0.0.1', resolve));
  const stripeUrl = `http://127.0.0.1:${(stripe.server.address() as AddressInfo).port}`;
  const db = await prepareDatabase(dataDir, options.databaseUrl);

  const report: ChaosReport = {
    database: db.url ? 'postgres' : 'pglite',
    kills: 0,
    restartMs: [],
    firstStartMs: 0,
    requests: 0,
    interrupted: 0,
    holds: 0,
    contended: 0,
    confirmed: 0,
    confirmUnknown: 0,
    stuckKeys: 0,
    cancelled: 0,
    remindersSet: 0,
    unexpected: {},
    counts: {},
    violations: [],
    notes: [],
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Curo <no-reply@curo.test>',
    MAIL_POLL_INTERVAL_MS: '200',
    MAIL_RETRY_BASE_MS: '200',
    JOBS_ENABLED: 'true',
    JOBS_POLL_INTERVAL_MS: '500',
    RATE_LIMIT_LOGIN: '10000',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: 'whsec_standin',
    STRIPE_API_URL: stripeUrl,
    SHUTDOWN_DRAIN_MS: '0',
  };
  if (!db.url) delete env.DATABASE_URL;
  // The server as production runs it: bundled by apps/api/build.mjs, so a start after a kill
  // costs the database's recovery and the app's start, not compiling TypeScript again.
  const bundle = await buildServerBundle();
  const server = new ServerUnderTest(bundle.main, env);

  try {
    // Seed: a doctor who works all week for a fee, and the patients, written before the first start.
    const seeding = await openDatabase(dataDir, db.url);
    await seeding.migrate();
    const seedApp = { database: seeding } as unknown as TestApp;
    const doctor = await makeDoctor(seedApp, {
      signedIn: false,
      timeZone: ZONE,
      weekly: ALL_WEEK,
      consultSettings: {
        durations: [15],
        bufferMinutes: 0,
        minNoticeMinutes: 60,
        horizonDays: 14,
        kinds: ['scheduled'],
        priceCents: FEE_CENTS,
      },
    });
    const patients: Account[] = [];
    for (let i = 0; i < patientsCount; i++) patients.push(await makePatient(seedApp, { signedIn: false }));
    await seeding.close();

    report.firstStartMs = await server.start();
    log(`server up in ${report.firstStartMs} ms (${report.database}, data in ${dataDir})`);

    // ── The HTTP client every patient uses: retries across kills ──────────────────────────────
    const tokens = new Map<string, string>();
    const raw = async (method: string, url: string, token: string | null, body?: unknown, headers = {}) => {
      report.requests++;
      let response: Response;
      try {
        response = await fetch(`${server.base}${url}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      } catch (error) {
        throw new NetworkError(String(error));
      }
    };
    const signIn = async (patient: Account) => {
      const res = await raw('POST', '/users/login', null, { email: patient.email, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
      tokens.set(patient.id, String(res.json.accessToken));
    };
    /**
     * One request as a patient, tried again (the same request, the same Idempotency-Key) when a
     * kill cuts it off, up to `attempts` times; status 0 when no answer ever came.
     */
    const call = async (
      patient: Account,
      method: string,
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
      attempts = 6,
    ): Promise<{ status: number; json: Record<string, unknown>; retried: boolean }> => {
      let retried = false;
      for (let attempt = 0; attempt < attempts; attempt++) {
        try {
          await server.up();
          if (!tokens.has(patient.id)) await signIn(patient);
          const res = await raw(method, url, tokens.get(patient.id) ?? null, body, headers);
          if (res.status === 401) {
            tokens.delete(patient.id);
            continue;
          }
          return { ...res, retried };
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          report.interrupted++;
          retried = true;
          await server.up();
        }
      }
      return { status: 0, json: {}, retried };
    };
    const unexpected = (step: string, res: { status: number; json: Record<string, unknown> }) => {
      const code = (res.json.error as { code?: string } | undefined)?.code ?? '';
      const name = `${step} ${res.status}${code ? ` ${code}` : ''}`;
      report.unexpected[name] = (report.unexpected[name] ?? 0) + 1;
    };

    // Each patient saves a card through Stripe (a SetupIntent confirmed at the stand-in).
    const cards = new Map<string, string>();
    for (const patient of patients) {
      const started = await call(patient, 'POST', `/users/${patient.id}/setupIntent`);
      if (started.status !== 201)
        throw new Error(`setupIntent: ${started.status} ${JSON.stringify(started.json)}`);
      const customer = [...stripe.customers.values()].find(
        (c) => (c.metadata as Record<string, string>).curoUserId === patient.id,
      );
      if (!customer) throw new Error('no Stripe customer for the patient');
      const { setupIntentId } = stripe.setupIntent(String(customer.id));
      const saved = await call(
        patient,
        'POST',
        `/users/${patient.id}/savePaymentMethod`,
        { setupIntentId },
        {
          'idempotency-key': randomUUID(),
        },
      );
      if (saved.status !== 201)
        throw new Error(`savePaymentMethod: ${saved.status} ${JSON.stringify(saved.json)}`);
      cards.set(patient.id, String(saved.json.id));
    }

    // The times on offer: the doctor's free 15-minute slots from three hours ahead (so nothing
    // falls inside the notice while the run lasts), as the public API offers them.
    const from = DateTime.now().plus({ hours: 3 });
    const offered: string[] = [];
    for (let day = 0; offered.length < (options.slots ?? 16) && day < 3; day++) {
      const date = from.setZone(ZONE).plus({ days: day }).toISODate();
      const res = await raw(
        'GET',
        `/users/${doctor.id}/getDoctorAvailableSlots?date=${date}&duration=15`,
        null,
      );
      if (res.status !== 200) throw new Error(`slots: ${res.status}`);
      for (const slot of res.json as unknown as Array<{ startsAt: string }>)
        if (new Date(slot.startsAt) > from.toJSDate() && offered.length < (options.slots ?? 16))
          offered.push(slot.startsAt);
    }

    // ── The patients ──────────────────────────────────────────────────────────────────────────
    const ledger = new Map<string, Ledger>();
    const reminderTimes: number[] = [];
    let stopping = false;
    const patientLoop = async (patient: Account) => {
      while (!stopping) {
        const startsAt = pick(offered);
        const held = await call(patient, 'POST', '/appointments/bookSpecialtySlot', {
          doctorId: doctor.id,
          startsAt,
          duration: 15,
          reason: 'Chaos run',
        });
        if (held.status === 409) {
          report.contended++;
          continue;
        }
        if (held.status !== 201) {
          unexpected('hold', held);
          continue;
        }
        report.holds++;
        const appointmentId = String(held.json.id);
        const entry: Ledger = {
          appointmentId,
          patientId: patient.id,
          startsAt,
          confirmed: false,
          confirmUnknown: false,
          cancelled: false,
          cancelUnknown: false,
        };
        ledger.set(appointmentId, entry);
        // The same key on every try, as a careful client does: the server must not book or hold
        // the card twice for it. A key still "in progress" is tried again for up to 3 minutes
        // (an abandoned key is let go after 2; decision 0062).
        const key = randomUUID();
        const giveUpAt = Date.now() + 180_000;
        let confirmed: Awaited<ReturnType<typeof call>>;
        let code: string | undefined;
        let retried = false;
        do {
          confirmed = await call(
            patient,
            'POST',
            '/appointments/confirmSpecialtySlot',
            { appointmentId, paymentMethodId: cards.get(patient.id) },
            { 'idempotency-key': key },
          );
          retried ||= confirmed.retried;
          code = (confirmed.json.error as { code?: string } | undefined)?.code;
        } while (code === 'IDEMPOTENCY_IN_PROGRESS' && Date.now() < giveUpAt);
        if (confirmed.status === 200) {
          entry.confirmed = true;
          report.confirmed++;
        } else if (confirmed.status === 0 || (retried && code === 'INVALID_STATE')) {
          // No answer, or the retry found the booking already made by the try a kill cut off.
          entry.confirmUnknown = true;
          report.confirmUnknown++;
          continue;
        } else if (code === 'IDEMPOTENCY_IN_PROGRESS') {
          entry.confirmUnknown = true;
          report.stuckKeys++;
          continue;
        } else {
          unexpected('confirm', confirmed);
          continue;
        }
        if (random() < 0.4) {
          // A reminder due within the run, so the reminder sweep has work across kills.
          const remindAt = new Date(Date.now() + 5_000 + random() * 15_000);
          try {
            const set = await raw('POST', '/reminders/createReminder', tokens.get(patient.id) ?? null, {
              appointmentId,
              remindAt: remindAt.toISOString(),
              channels: ['email'],
            });
            if (set.status === 201) {
              report.remindersSet++;
              reminderTimes.push(remindAt.getTime());
            } else unexpected('reminder', set);
          } catch (error) {
            // Creating a reminder is not idempotent: one cut off is not tried again.
            if (!(error instanceof NetworkError)) throw error;
            report.interrupted++;
          }
        }
        if (random() < 0.35) {
          const cancelled = await call(patient, 'POST', `/appointments/${appointmentId}/cancel`, {
            reason: 'Plans changed',
          });
          if (cancelled.status === 200) {
            entry.cancelled = true;
            report.cancelled++;
          } else if (cancelled.status === 0 || (cancelled.retried && cancelled.status === 409)) {
            entry.cancelUnknown = true;
          } else unexpected('cancel', cancelled);
        }
      }
    };
    const loops = patients.map((p) => patientLoop(p));

    // ── The killer ────────────────────────────────────────────────────────────────────────────
    for (let i = 1; i <= options.kills; i++) {
      await new Promise((r) => setTimeout(r, minUp + random() * (maxUp - minUp)));
      await server.kill();
      report.kills++;
      try {
        const ms = await server.start();
        report.restartMs.push(ms);
        log(`kill ${i}/${options.kills}: back in ${ms} ms; ${report.confirmed} confirmed so far`);
      } catch (error) {
        report.violations.push(
          `the server did not start again after kill ${i}: ${String(error).slice(0, 2000)}`,
        );
        stopping = true;
        break;
      }
    }
    stopping = true;
    if (report.violations.length === 0) await Promise.all(loops);

    // ── Settling: reminders fall due, a graceful restart runs every start-up sweep ────────────
    const lastReminder = Math.max(0, ...reminderTimes);
    if (lastReminder > Date.now()) await new Promise((r) => setTimeout(r, lastReminder - Date.now() + 1_000));
    if (report.violations.length === 0) {
      await server.stop();
      await server.start();
      if (db.url) {
        const waited = await sweepsRan(openDatabase(dataDir, db.url), 200_000);
        report.notes.push(
          waited === null
            ? 'the sweeps were still waiting or running 200 s after the last start'
            : `the sweeps had run ${(waited / 1000).toFixed(0)} s after the last start`,
        );
      }
      let seen = -1;
      for (let quiet = 0, waited = 0; quiet < 3 && waited < 30; waited++) {
        await new Promise((r) => setTimeout(r, 1_000));
        quiet = sink.received.length === seen ? quiet + 1 : 0;
        seen = sink.received.length;
      }
    }
    await server.stop();

    // ── The invariants ────────────────────────────────────────────────────────────────────────
    const check = await openDatabase(dataDir, db.url);
    try {
      await checkInvariants(check, { report, ledger, sink, stripe, patients });
    } finally {
      await check.close();
    }
    return report;
  } finally {
    await server.kill();
    await sink.close();
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
    await db.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    bundle.remove();
  }
}

async function checkInvariants(
  database: Database,
  run: {
    report: ChaosReport;
    ledger: Map<string, Ledger>;
    sink: Awaited<ReturnType<typeof startSmtpSink>>;
    stripe: ReturnType<typeof standInStripe>;
    patients: Account[];
  },
) {
  const { report, ledger, sink, stripe, patients } = run;
  const violation = (line: string) => report.violations.push(line);
  const count = (name: string, n: number) => {
    report.counts[name] = n;
  };
  const ON = `('held','scheduled','checked_in','in_progress','waiting_info')`;

  // 1. No double booking.
  const overlaps = await rowsOf<{ a: string; b: string }>(
    database,
    `select a.id as a, b.id as b from appointments a join appointments b
       on a.doctor_id = b.doctor_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
    where a.status in ${ON} and b.status in ${ON}`,
  );
  count('overlapping bookings', overlaps.length);
  for (const o of overlaps) violation(`double booking: ${o.a} and ${o.b} overlap`);

  // 2. Every booking a patient was told is confirmed is still there (or cancelled by them).
  const appointments = await rowsOf<{ id: string; status: string; patient_id: string }>(
    database,
    'select id, status, patient_id from appointments',
  );
  const statusOf = new Map(appointments.map((a) => [a.id, a.status]));
  count('appointments', appointments.length);
  count('scheduled', appointments.filter((a) => a.status === 'scheduled').length);
  let confirmedKept = 0;
  for (const entry of ledger.values()) {
    const status = statusOf.get(entry.appointmentId);
    if (entry.confirmed) {
      const expected = entry.cancelled
        ? ['cancelled']
        : entry.cancelUnknown
          ? ['cancelled', 'scheduled']
          : ['scheduled'];
      if (!status || !expected.includes(status))
        violation(
          `lost booking: ${entry.appointmentId} was confirmed to its patient, now ${status ?? 'missing'}`,
        );
      else confirmedKept++;
    }
  }
  count('confirmed bookings kept', confirmedKept);
  const unknownBooked = [...ledger.values()].filter(
    (e) => e.confirmUnknown && statusOf.get(e.appointmentId) === 'scheduled',
  ).length;
  count('unanswered confirmations that did book', unknownBooked);

  // 3. Money: one live payment per consult, every hold at Stripe recorded, Stripe and Curo agree.
  const payments = await rowsOf<{
    id: string;
    appointment_id: string | null;
    status: string;
    provider_payment_id: string | null;
  }>(database, 'select id, appointment_id, status, provider_payment_id from payments');
  count('payments', payments.length);
  const live = payments.filter((p) => p.status !== 'declined');
  const perConsult = new Map<string, number>();
  for (const p of live)
    if (p.appointment_id) perConsult.set(p.appointment_id, (perConsult.get(p.appointment_id) ?? 0) + 1);
  for (const [id, n] of perConsult) if (n > 1) violation(`consult ${id} has ${n} payments`);
  for (const a of appointments)
    if (a.status === 'scheduled' && !perConsult.has(a.id)) violation(`booking ${a.id} has no payment`);
  const byIntent = new Map(live.map((p) => [p.provider_payment_id, p]));
  const stripeState: Record<string, string> = {
    authorised: 'requires_capture',
    captured: 'succeeded',
    released: 'canceled',
  };
  let orphanHolds = 0;
  for (const intent of stripe.paymentIntents.values()) {
    const row = byIntent.get(String(intent.id));
    if (!row) {
      if (intent.status === 'requires_capture' || intent.status === 'succeeded') orphanHolds++;
      continue;
    }
    const want = stripeState[row.status];
    if (want && intent.status !== want)
      violation(`payment ${row.id} is ${row.status} at Curo but ${String(intent.status)} at Stripe`);
  }
  count('Stripe holds with no booking (money held for nothing)', orphanHolds);
  if (orphanHolds > 0)
    violation(`${orphanHolds} card holds at Stripe belong to no payment: money held for nothing`);
  const captures = new Map<string, number>();
  for (const r of stripe.received)
    if (r.method === 'POST' && r.path.endsWith('/capture'))
      captures.set(r.path, (captures.get(r.path) ?? 0) + 1);
  count(
    'capture requests',
    [...captures.values()].reduce((s, n) => s + n, 0),
  );
  count('payments captured', payments.filter((p) => p.status === 'captured').length);
  const heldForCancelled = live.filter(
    (p) => p.status === 'authorised' && p.appointment_id && statusOf.get(p.appointment_id) !== 'scheduled',
  ).length;
  count('holds kept for a consult that is off', heldForCancelled);
  if (heldForCancelled > 0)
    violation(
      `${heldForCancelled} card holds kept for consults that are cancelled or lapsed after the sweeps ran`,
    );
  const invoices = await rowsOf<{ id: string; status: string | null }>(
    database,
    'select i.id, p.status from invoices i left join payments p on p.id = i.payment_id',
  );
  count('invoices', invoices.length);
  for (const i of invoices)
    if (i.status !== 'captured' && i.status !== 'partially_refunded' && i.status !== 'refunded')
      violation(`invoice ${i.id} for a payment that is ${i.status ?? 'missing'}`);

  // 4. Email: every booking queued its confirmation, and the outbox and the sink agree.
  const emails = await rowsOf<{
    id: string;
    status: string;
    attempts: number;
    to_address: string;
    subject: string | null;
    attachments: string | null;
    leased: boolean;
  }>(
    database,
    `select id, status, attempts, to_address, subject, attachments::text as attachments,
            (next_attempt_at > now()) as leased
       from outbound_messages where channel = 'email'`,
  );
  count('emails queued', emails.length);
  const received = new Map<string, number>();
  for (const m of sink.received)
    if (m.messageId) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
  count('emails received', sink.received.length);
  const idOf = (id: string) => `<${id}@curo.test>`;
  let duplicates = 0;
  let lost = 0;
  let delayed = 0;
  for (const e of emails) {
    const n = received.get(idOf(e.id)) ?? 0;
    if (n > 1) duplicates += n - 1;
    if (e.status === 'sent' && n === 0) lost++;
    if (e.status === 'pending' && n === 0) {
      if (e.attempts > 0 && e.leased) delayed++;
      else lost++;
    }
    if (e.status === 'failed') violation(`email ${e.id} failed: ${e.subject}`);
  }
  const strangers = [...received.keys()].filter((id) => !emails.some((e) => idOf(e.id) === id)).length;
  count('emails received twice (same Message-ID)', duplicates);
  count('emails owed and not received', lost);
  count('emails waiting out a killed worker’s lease', delayed);
  if (lost > 0) violation(`${lost} emails the outbox owes were never received`);
  if (strangers > 0) violation(`${strangers} emails received that the outbox never held`);
  if (delayed > 0)
    report.notes.push(
      `${delayed} emails were claimed by a worker that was killed and wait out its 5-minute lease before they are sent`,
    );
  const emailOf = new Map(patients.map((p) => [p.id, p.email]));
  for (const a of appointments) {
    if (a.status !== 'scheduled' && a.status !== 'cancelled') continue;
    const booked = emails.some(
      (e) =>
        e.to_address === emailOf.get(a.patient_id) &&
        e.subject === 'Your consult is booked' &&
        (e.attachments ?? '').includes(`${a.id}@curo.au`),
    );
    if (!booked && a.status === 'scheduled') violation(`booking ${a.id} has no confirmation email`);
  }

  // 5. Jobs: reminders settled once, their emails queued once; nothing due left behind.
  const reminders = await rowsOf<{ id: string; appointment_id: string; status: string; overdue: boolean }>(
    database,
    `select id, appointment_id, status, (due_at < now() - interval '5 seconds') as overdue
       from reminders where kind = 'custom'`,
  );
  count('custom reminders', reminders.length);
  count('custom reminders sent', reminders.filter((r) => r.status === 'sent').length);
  const overdue = reminders.filter((r) => r.status === 'pending' && r.overdue).length;
  count('reminders overdue and unsent', overdue);
  if (overdue > 0) violation(`${overdue} reminders are overdue and were never sent`);
  const reminderEmails = emails.filter((e) => e.subject?.startsWith('Reminder: ')).length;
  const remindersSent = reminders.filter((r) => r.status === 'sent').length;
  count('reminder emails queued', reminderEmails);
  if (reminderEmails !== remindersSent)
    violation(`${remindersSent} reminders sent but ${reminderEmails} reminder emails queued`);

  // 6. Idempotency keys left claimed by a killed request.
  const stuck = await rowsOf<{ n: number }>(
    database,
    'select count(*)::int as n from idempotency_keys where response_status is null',
  );
  count('idempotency keys claimed and never answered', stuck[0]?.n ?? 0);

  const jobs = await rowsOf<{ state: string; n: number }>(
    database,
    'select state::text as state, count(*)::int as n from pgboss.job group by state',
  ).catch(() => []);
  for (const j of jobs) count(`pg-boss jobs ${j.state}`, j.n);
  if (report.stuckKeys > 0)
    violation(`${report.stuckKeys} confirmations were refused as "in progress" forever after a kill`);
}
