import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A real TURN server for the end-to-end run (issue 12, decision 0030): Debian's coturn, started for
 * the run on a free port of its own with a secret of its own, so the consult room's TURN credentials
 * are checked by the server they are made for. Without `turnserver` (apt-get install coturn) the
 * run goes on and the TURN specs skip.
 */

/** The runner's and the workers' shared view of this run's TURN server; absent without coturn. */
export interface TurnForRun {
  /** `turn:127.0.0.1:<port>?transport=udp`, as the API hands it to browsers. */
  url: string;
  port: number;
  secret: string;
}

const hasTurnserver = () => !spawnSync('turnserver', ['--version'], { stdio: 'ignore' }).error;

/** A port free on 127.0.0.1 for both TCP and UDP, as coturn listens on both. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const udpFree = await new Promise<boolean>((resolve) => {
      const socket = dgram.createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
    });
    if (udpFree) return port;
  }
}

/**
 * Chooses this run's TURN port and secret, once: the config calls it in the runner and again in each
 * worker, which inherit the runner's environment. It must run before the web server starts (which
 * Playwright does before global setup), since the API reads TURN_URLS and TURN_SECRET at start.
 */
export async function turnForRun(): Promise<TurnForRun | null> {
  if (process.env.E2E_TURN_PORT === undefined) {
    if (!hasTurnserver()) {
      process.env.E2E_TURN_PORT = '';
    } else {
      process.env.E2E_TURN_PORT = String(await freePort());
      process.env.E2E_TURN_SECRET = randomBytes(24).toString('base64url');
    }
  }
  const port = Number(process.env.E2E_TURN_PORT);
  const secret = process.env.E2E_TURN_SECRET;
  if (!port || !secret) return null;
  return { url: `turn:127.0.0.1:${port}?transport=udp`, port, secret };
}

/** A STUN Binding request: the first thing a browser sends, and an answer means coturn is serving. */
function stunAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
    request.writeUInt32BE(0x2112a442, 4); // magic cookie
    randomBytes(12).copy(request, 8);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.once('message', (answer) => done(answer.readUInt16BE(0) === 0x0101));
    socket.once('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Playwright's global setup: starts coturn, and answers the teardown that stops it. */
export default async function startTurnServer() {
  const turn = await turnForRun();
  if (!turn) {
    console.log(
      "turnserver is not installed: the TURN end-to-end tests are skipped (apt-get install coturn, Debian's package)",
    );
    return;
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the Playwright config sets it');
  const dir = path.join(dataDir, 'turn');
  fs.mkdirSync(dir, { recursive: true });
  // Relay ports from a small range of their own; coturn passes over any another process holds.
  const minPort = 50_000 + Math.floor(Math.random() * 99) * 100;
  const config = [
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `listening-port=${turn.port}`,
    `min-port=${minPort}`,
    `max-port=${minPort + 99}`,
    'use-auth-secret',
    `static-auth-secret=${turn.secret}`,
    'realm=curo.test',
    'fingerprint',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-rfc5780',
    'no-tcp-relay',
    'no-software-attribute',
    // Both browsers' relay addresses are on 127.0.0.1, so each is the other's loopback peer.
    'allow-loopback-peers',
    `userdb=${path.join(dir, 'turndb')}`,
    `pidfile=${path.join(dir, 'turnserver.pid')}`,
    'verbose',
    'log-file=stdout',
    'simple-log',
  ];
  const configFile = path.join(dir, 'turnserver.conf');
  fs.writeFileSync(configFile, `${config.join('\n')}\n`, { mode: 0o600 });
  const logFile = path.join(dir, 'turnserver.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn('turnserver', ['-c', configFile], { stdio: ['ignore', log, log] });
  fs.closeSync(log);

  const deadline = Date.now() + 15_000;
  while (!(await stunAnswers(turn.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      throw new Error(`coturn did not start on port ${turn.port}; its log: ${logFile}`);
    }
  }
  console.log(`coturn is relaying for this run on ${turn.url} (log: ${logFile})`);

  return () => stop(child);
}
