// Consult room (issue 12): the time from the click on "Join video consult" to the first video frame
// decoded from the other person, over JOINS joins (default 20) in one consult between a doctor and
// a patient, in two Chromium contexts with Chromium's fake camera and microphone. The patient and
// the doctor take turns to leave ("Leave call", "Rejoin the call") and join again, so each join is
// a fresh connection to someone already in the call. Baselines from the same clicks: the joining
// side's own picture appearing in the call (the page's share) and its peer connection reaching
// "connected" (signalling and ICE); the ratios show what the media path adds.
// Runs the built app (apps/api/dist/main.js serving apps/web/dist, so `npm run build` first) with a
// data directory of its own, removed afterwards. The demo data is seeded, as in e2e, because only a
// seeded account can be an admin and the bench makes its doctor through the admin API (with e2e's
// helpers); the doctor and the patient are the bench's own. Not a test: it prints numbers.
//   npm run bench:join-to-frame -w @curo/bench
//   JOINS=20, CHROMIUM_PATH (default /usr/bin/chromium)
// The functions handed to the pages run in Chromium, hence the DOM's types.
/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page, request } from '@playwright/test';
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from '../../e2e/chromium';
import { takenInstantConsult } from '../../e2e/tests/consults';
import { recordPageErrors, signInAs } from '../../e2e/tests/fixtures';
import { printTable, summary } from './report.ts';

const joins = Number(process.env.JOINS ?? 20);
if (!Number.isInteger(joins) || joins < 1) throw new Error('JOINS must be a whole number of at least 1');
const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'apps/api/dist/main.js');
for (const built of [mainJs, path.join(root, 'apps/web/dist/index.html')])
  if (!fs.existsSync(built)) throw new Error(`${path.relative(root, built)} is missing: run npm run build`);

/** How long one join may take before the run is called broken. */
const JOIN_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port that is free now, below Linux's range for outgoing connections (32768 and up). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-join-bench-'));
const logPath = path.join(dataDir, 'server.log');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let browser: Browser | undefined;

async function startServer() {
  const log = fs.openSync(logPath, 'a');
  server = spawn(process.execPath, [mainJs], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      STUN_URLS: '',
      TURN_URLS: '',
      TURN_SECRET: '',
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ready = await fetch(`${base}/api/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`the server did not come up:\n${fs.readFileSync(logPath, 'utf8').slice(-2000)}`);
}

async function stopServer() {
  const child = server;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** What one page saw of one join, in wall-clock milliseconds (null: not yet). */
interface Seen {
  clickAt: number | null;
  selfFrameAt: number | null;
  connectedAt: number | null;
  remoteFrameAt: number | null;
}
interface Probe {
  arm: () => void;
  seen: () => Seen;
  disarm: () => void;
  /** Connections not yet closed. */
  open: () => number;
}

/**
 * Runs in every page before the app: keeps the peer connections it makes and, once armed for a
 * join, notes the click on "Join video consult", the first picture of our own camera in a video
 * element, the first connection made since to reach "connected", and (polling getStats every
 * 20 ms) the first remote video frame decoded on a connection made since.
 */
function instrument() {
  const now = () => performance.timeOrigin + performance.now();
  const peers: RTCPeerConnection[] = [];
  const connectedAt = new Map<RTCPeerConnection, number>();
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      peers.push(this);
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected' && !connectedAt.has(this)) connectedAt.set(this, now());
      });
    }
  } as typeof RTCPeerConnection;

  let since = 0;
  let seen: Seen = { clickAt: null, selfFrameAt: null, connectedAt: null, remoteFrameAt: null };
  let poller: ReturnType<typeof setInterval> | undefined;
  let polling = false;
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (button?.textContent?.includes('Join video consult') && seen.clickAt === null) seen.clickAt = now();
    },
    true,
  );
  // Media events do not bubble, but a capturing listener on the document still hears them.
  document.addEventListener(
    'loadeddata',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement) || video.closest('[data-testid="remote-tile"]')) return;
      if (seen.clickAt !== null && seen.selfFrameAt === null) seen.selfFrameAt = now();
    },
    true,
  );
  const sample = async () => {
    if (polling || seen.remoteFrameAt !== null) return;
    polling = true;
    const at = now();
    try {
      for (const pc of peers.slice(since)) {
        if (pc.connectionState === 'closed') continue;
        let frames = 0;
        (await pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video') frames += s.framesDecoded ?? 0;
        });
        if (frames > 0 && seen.remoteFrameAt === null) seen.remoteFrameAt = at;
      }
    } finally {
      polling = false;
    }
  };
  const probe: Probe = {
    arm() {
      since = peers.length;
      seen = { clickAt: null, selfFrameAt: null, connectedAt: null, remoteFrameAt: null };
      clearInterval(poller);
      poller = setInterval(() => void sample(), 20);
    },
    seen() {
      const connected = peers
        .slice(since)
        .map((pc) => connectedAt.get(pc))
        .filter((t): t is number => t !== undefined);
      return { ...seen, connectedAt: connected.length > 0 ? Math.min(...connected) : null };
    },
    disarm() {
      clearInterval(poller);
    },
    open() {
      return peers.filter((pc) => pc.connectionState !== 'closed').length;
    },
  };
  (window as unknown as { __joinProbe: Probe }).__joinProbe = probe;
}

interface Side {
  name: string;
  page: Page;
  errors: string[];
}

const probe = <K extends keyof Probe>(side: Side, call: K) =>
  side.page.evaluate(
    (name) => (window as unknown as { __joinProbe: Probe }).__joinProbe[name]() as ReturnType<Probe[K]>,
    call,
  );

async function person(name: string, who: { email: string; password: string }): Promise<Side> {
  const context = await browser!.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  // tsx compiles named functions to calls of its helper __name, which the page lacks.
  await context.addInitScript({ content: `globalThis.__name ??= (f) => f; (${instrument})();` });
  const page = await context.newPage();
  const errors = recordPageErrors(page);
  await signInAs(page, who.email, who.password);
  return { name, page, errors };
}

const joinButton = (side: Side) => side.page.getByRole('button', { name: 'Join video consult' });

/** The device check is showing our camera's picture and lets us in. */
async function readyToJoin(side: Side) {
  await side.page.waitForFunction(
    () => {
      const button = Array.from(document.querySelectorAll('button')).find((b) =>
        b.textContent?.includes('Join video consult'),
      );
      const preview = document.querySelector<HTMLVideoElement>('section[aria-label="Your camera"] video');
      return button !== undefined && !button.disabled && (preview?.readyState ?? 0) >= 2;
    },
    undefined,
    { timeout: JOIN_TIMEOUT_MS },
  );
}

interface Sample {
  who: string;
  selfFrame: number;
  connected: number;
  remoteFrame: number;
  otherRemoteFrame: number;
}

/** `joiner` clicks "Join video consult" while `other` is in the call; both are timed from the click. */
async function timedJoin(joiner: Side, other: Side): Promise<Sample> {
  await readyToJoin(joiner);
  // A moment for the leave to settle on both sides, so each join starts from a quiet machine.
  await sleep(500);
  await Promise.all([probe(joiner, 'arm'), probe(other, 'arm')]);
  await joinButton(joiner).click();
  const deadline = Date.now() + JOIN_TIMEOUT_MS;
  for (;;) {
    const [mine, theirs] = await Promise.all([probe(joiner, 'seen'), probe(other, 'seen')]);
    const { clickAt, selfFrameAt, connectedAt, remoteFrameAt } = mine;
    if (
      clickAt !== null &&
      selfFrameAt !== null &&
      connectedAt !== null &&
      remoteFrameAt !== null &&
      theirs.remoteFrameAt !== null
    ) {
      await Promise.all([probe(joiner, 'disarm'), probe(other, 'disarm')]);
      return {
        who: joiner.name,
        selfFrame: selfFrameAt - clickAt,
        connected: connectedAt - clickAt,
        remoteFrame: remoteFrameAt - clickAt,
        otherRemoteFrame: theirs.remoteFrameAt - clickAt,
      };
    }
    if (Date.now() > deadline)
      throw new Error(
        `the ${joiner.name}'s join did not bring video both ways within ${JOIN_TIMEOUT_MS} ms: ${JSON.stringify({ mine, theirs })}\n${[...joiner.errors, ...other.errors].join('\n')}`,
      );
    await sleep(100);
  }
}

/** `side` leaves the call and goes back to the device check; `other` lets go of its connection. */
async function leaveAndReturn(side: Side, other: Side) {
  await side.page.getByRole('button', { name: 'Leave call' }).click();
  await side.page.getByRole('button', { name: 'Rejoin the call' }).click();
  const deadline = Date.now() + JOIN_TIMEOUT_MS;
  while ((await probe(other, 'open')) > 0) {
    if (Date.now() > deadline) throw new Error(`the ${other.name} kept the connection of the one who left`);
    await sleep(100);
  }
}

const cleanUp = async () => {
  await browser?.close().catch(() => {});
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  await startServer();
  const api = await request.newContext({ baseURL: base });
  const { id: appointmentId, doctor, patient } = await takenInstantConsult(api);
  await api.dispose();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
  });
  const patientSide = await person('patient', patient);
  const doctorSide = await person('doctor', doctor);
  const room = `/consult-room/${appointmentId}`;
  await Promise.all([patientSide.page.goto(room), doctorSide.page.goto(room)]);

  // The patient waits in the call; the doctor's first join (which starts the consult, and warms
  // Chromium's codecs) is reported on its own.
  await readyToJoin(patientSide);
  await joinButton(patientSide).click();
  await patientSide.page.getByRole('navigation', { name: 'Call controls' }).waitFor();
  const first = await timedJoin(doctorSide, patientSide);

  const samples: Sample[] = [];
  for (let i = 0; i < joins; i++) {
    const [joiner, other] = i % 2 === 0 ? [patientSide, doctorSide] : [doctorSide, patientSide];
    await leaveAndReturn(joiner, other);
    samples.push(await timedJoin(joiner, other));
    // Progress on one line in a terminal, a line each in a log.
    process.stderr.write(
      `join ${i + 1}/${joins} (${joiner.name}): ${samples.at(-1)!.remoteFrame.toFixed(0)} ms${process.stderr.isTTY ? '\r' : '\n'}`,
    );
  }
  if (process.stderr.isTTY) process.stderr.write('\n');

  const rows: Array<[string, number[]]> = [
    ['join → own picture in the call (baseline)', samples.map((s) => s.selfFrame)],
    ['join → peer connection connected (baseline)', samples.map((s) => s.connected)],
    ['join → first remote frame, joining side', samples.map((s) => s.remoteFrame)],
    ['join → first frame decoded, other side', samples.map((s) => s.otherRemoteFrame)],
  ];
  const stats = rows.map(([name, values]) => ({ name, ...summary(values) }));
  const self = stats[0]!;
  const connected = stats[1]!;
  const ratio = (v: number, of: number) => (v / of).toFixed(2);
  console.log(
    `\n${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; Chromium fake devices, loopback, no STUN/TURN; PGlite; getStats every 20 ms`,
  );
  console.log(
    `${joins} joins, the patient and the doctor in turn (leave, rejoin); first join of the doctor (cold): ${first.remoteFrame.toFixed(0)} ms to its first remote frame\n`,
  );
  printTable(
    [
      ['from the click on "Join video consult"', 46],
      ['n', 3],
      ['p50 ms', 7],
      ['p95 ms', 7],
      ['max ms', 7],
      ['p50/own', 8],
      ['p50/conn', 8],
    ],
    stats.map((s) => [
      s.name,
      String(s.n),
      s.p50.toFixed(0),
      s.p95.toFixed(0),
      s.max.toFixed(0),
      ratio(s.p50, self.p50),
      ratio(s.p50, connected.p50),
    ]),
  );
  const media = samples.map((s) => s.remoteFrame - s.connected);
  const mediaStats = summary(media);
  const joining = stats[2]!;
  console.log(
    `\nconnected → first remote frame (the media path): p50 ${mediaStats.p50.toFixed(0)} ms, p95 ${mediaStats.p95.toFixed(0)} ms, ${((100 * mediaStats.p50) / joining.p50).toFixed(0)} % of the join's p50`,
  );
  console.log(`goal: p95 ≤ 3000 ms for join → first remote frame; this run: ${joining.p95.toFixed(0)} ms`);
  const errors = [...patientSide.errors, ...doctorSide.errors];
  if (errors.length > 0) console.log(`\nscript errors in the pages:\n${errors.join('\n')}`);
} finally {
  await cleanUp();
}
