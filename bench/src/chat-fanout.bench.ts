// Consult chat fan-out (issue 12): SOCKETS/2 consults, each with a patient and a doctor on the
// realtime socket, subscribed to their consult's topic; everyone sends one message a second through
// POST /appointments/{id}/chat of the instance they are connected to, paced evenly over the second.
// Every socket on the topic (the sender's own too) should receive each message: delivery latency is
// its arrival here minus the send time written in its text. Three rounds against the server
// processes: one instance with no Redis (the baseline), one instance through Redis, and each
// consult's two people on two instances that share Redis (on PostgreSQL, two processes); they take
// turns in slices of SLICE seconds.
// Not a test: it prints numbers.
//   npm run bench:chat-fanout -w @curo/bench
//   SOCKETS=100 DURATION=10 (default 500 sockets, 20 s per round), SLICE=5, DRAIN=5 (seconds a
//   slice waits for stragglers), TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
//   for PostgreSQL (a database of its own, dropped after; else PGlite), REDIS_URL (default
//   redis://127.0.0.1:6379). Redis carries the app's one channel, curo:realtime, which the hub does
//   not let us rename: tests using the same Redis meanwhile hear this traffic (and ignore it).
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { DriverMessage, Person, ServerMessage } from './chat-fanout-server.ts';
import { percentile, printTable, summary } from './report.ts';

const sockets = Number(process.env.SOCKETS ?? 500);
const duration = Number(process.env.DURATION ?? 20);
const sliceSeconds = Number(process.env.SLICE ?? 5);
const drainSeconds = Number(process.env.DRAIN ?? 5);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!Number.isInteger(sockets) || sockets < 2 || sockets % 2 !== 0)
  throw new Error('SOCKETS must be an even number of at least 2');
if (!Number.isInteger(duration) || duration < 1)
  throw new Error('DURATION must be a whole number of seconds');
if (!Number.isInteger(sliceSeconds) || sliceSeconds < 1)
  throw new Error('SLICE must be a whole number of seconds');

/** Wall-clock milliseconds with sub-millisecond resolution. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server: ChildProcess = fork(path.join(import.meta.dirname, 'chat-fanout-server.ts'), {
  env: { ...process.env, CONSULTS: String(sockets / 2), REDIS_URL: redisUrl },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const replies: ServerMessage[] = [];
let waiting: (() => void) | null = null;
server.on('message', (message: ServerMessage) => {
  replies.push(message);
  waiting?.();
});
server.on('exit', () => waiting?.());
async function reply<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
  for (;;) {
    const found = replies.shift();
    if (found?.type === 'failed') throw new Error(`bench server: ${found.error}`);
    if (found?.type === type) return found as Extract<ServerMessage, { type: T }>;
    if (found) continue;
    if (server.exitCode !== null) throw new Error('bench server exited');
    await new Promise<void>((resolve) => {
      waiting = resolve;
    });
  }
}
const tell = (message: DriverMessage) => server.send(message);

/** One keep-alive pool for every sender, so a send costs a request, not a TCP handshake. */
const agent = new http.Agent({ keepAlive: true });
function postChat(port: number, appointmentId: string, token: string, text: string) {
  return new Promise<{ status: number; id?: string }>((resolve, reject) => {
    const body = JSON.stringify({ text });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/v1/appointments/${appointmentId}/chat`,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const id =
            status === 201 ? (JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id : undefined;
          resolve({ status, id });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What one placement measured, summed over its slices. */
interface Round {
  name: string;
  portOf: (person: Person) => number;
  attempted: number;
  /** Seconds from a slice's first send until its last answer, summed. */
  sendingSeconds: number;
  sent: number;
  failedSends: Map<string, number>;
  expected: number;
  delivered: number;
  duplicates: number;
  latencies: number[];
  postLatencies: number[];
  slips: number[];
}

const newRound = (name: string, portOf: Round['portOf']): Round => ({
  name,
  portOf,
  attempted: 0,
  sendingSeconds: 0,
  sent: 0,
  failedSends: new Map(),
  expected: 0,
  delivered: 0,
  duplicates: 0,
  latencies: [],
  postLatencies: [],
  slips: [],
});

/** Opens one person's socket and subscribes it to their consult; resolves once both are confirmed. */
function connect(port: number, token: string, topic: string, onChat: (event: ChatEvent, at: number) => void) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime?accessToken=${token}`);
  return new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket to ${port} not subscribed within 10 s`)), 10_000);
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`socket closed with ${code}`)));
    ws.on('message', (data) => {
      const at = now();
      const message = JSON.parse(String(data)) as {
        type: string;
        topic?: string;
        event?: { type: string };
      };
      if (message.type === 'event' && message.event?.type === 'chat.message')
        return onChat(message.event as ChatEvent, at);
      if (message.type === 'subscribed' && message.topic?.startsWith('user:'))
        ws.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (message.type === 'subscribed' && message.topic === topic) {
        clearTimeout(timer);
        resolve(ws);
      } else if (message.type === 'error') reject(new Error(`subscribe refused: ${String(data)}`));
    });
  });
}
interface ChatEvent {
  type: 'chat.message';
  message: { id: string; text: string };
}

async function closeAll(open: WebSocket[]) {
  await Promise.all(
    open.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => {
            ws.terminate();
            resolve();
          }, 2000);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close();
        }),
    ),
  );
}

let sliceNumber = 0;
let tokens: { issuedAt: number; list: string[] } | null = null;
/** Access tokens last 15 minutes: a fresh session each for everyone well before that. */
async function currentTokens(): Promise<string[]> {
  if (!tokens || now() - tokens.issuedAt > 10 * 60_000) {
    tell({ type: 'tokens' });
    tokens = { issuedAt: now(), list: (await reply('tokens')).tokens };
  }
  return tokens.list;
}

/**
 * One slice of a round: everyone connects where the round places them, then sends one message a
 * second for `seconds` through that same instance; person j of n sends at j/n of each second, so
 * the load is even. Adds what it measured to `into`.
 */
async function slice(into: Round, people: Person[], seconds: number) {
  const list = await currentTokens();
  const tag = `s${++sliceNumber}`;
  /** Arrivals by message id, then checked against the sends the API acknowledged. */
  const arrivals = new Map<string, number[]>();
  const seen = new Set<string>();
  const open: WebSocket[] = [];
  try {
    for (let from = 0; from < people.length; from += 50) {
      const batch = people.slice(from, from + 50).map((person, k) =>
        connect(
          into.portOf(person),
          list[from + k] ?? '',
          `appointment:${person.appointmentId}`,
          (event, at) => {
            const [word, sliceTag, , , sentAt] = event.message.text.split(' ');
            if (word !== 'fanout' || sliceTag !== tag) return;
            const key = `${event.message.id}>${from + k}`;
            if (seen.has(key)) {
              into.duplicates++;
              return;
            }
            seen.add(key);
            const times = arrivals.get(event.message.id) ?? [];
            times.push(at - Number(sentAt));
            arrivals.set(event.message.id, times);
          },
        ),
      );
      open.push(...(await Promise.all(batch)));
    }

    const acknowledged = new Set<string>();
    const pending = new Set<Promise<void>>();
    const failed = (reason: string) => {
      into.failedSends.set(reason, (into.failedSends.get(reason) ?? 0) + 1);
    };
    const start = now() + 500;
    await new Promise<void>((resolve) => {
      let left = people.length;
      people.forEach((person, j) => {
        const offset = (j / people.length) * 1000;
        const tick = (k: number) => {
          if (k >= seconds) {
            if (--left === 0) resolve();
            return;
          }
          const due = start + offset + k * 1000;
          setTimeout(
            () => {
              const sentAt = now();
              into.slips.push(sentAt - due);
              into.attempted++;
              const text = `fanout ${tag} ${j} ${k} ${sentAt.toFixed(3)}`;
              const sending = postChat(into.portOf(person), person.appointmentId, list[j] ?? '', text)
                .then(({ status, id }) => {
                  into.postLatencies.push(now() - sentAt);
                  if (id) acknowledged.add(id);
                  else failed(`HTTP ${status}`);
                })
                .catch((error: Error) => failed(error.message))
                .finally(() => pending.delete(sending));
              pending.add(sending);
              tick(k + 1);
            },
            Math.max(0, due - now()),
          );
        };
        tick(0);
      });
    });
    await Promise.all(pending);
    into.sendingSeconds += (now() - start) / 1000;
    // Each acknowledged message should reach both sockets on its topic; wait for stragglers.
    const drainUntil = now() + drainSeconds * 1000;
    const count = () => [...acknowledged].reduce((sum, id) => sum + (arrivals.get(id)?.length ?? 0), 0);
    while (count() < acknowledged.size * 2 && now() < drainUntil) await sleep(50);
    into.sent += acknowledged.size;
    into.expected += acknowledged.size * 2;
    for (const id of acknowledged) {
      const times = arrivals.get(id) ?? [];
      into.delivered += times.length;
      into.latencies.push(...times);
    }
  } finally {
    await closeAll(open);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** Other work on the machine skews every figure; the load averages say how much there was. */
const loadBefore = os.loadavg()[0] ?? 0;
try {
  const ready = await reply('ready');
  const { people, ports } = ready;
  const rounds = [
    newRound('1 instance, no Redis (baseline)', () => ports.solo),
    newRound('1 instance, through Redis', () => ports.a),
    newRound('2 instances sharing Redis', (p) => (p.role === 'patient' ? ports.a : ports.b)),
  ];
  // Warm-up (not reported): every instance's code paths compiled before anything is measured.
  const places = [ports.solo, ports.a, ports.b];
  const warmUp = newRound('warm-up', (p) => places[(p.consult + (p.role === 'doctor' ? 1 : 0)) % 3] ?? 0);
  await slice(warmUp, people, Math.min(sliceSeconds, duration));
  // The rounds take turns, a slice at a time, so that whatever else the machine does meanwhile
  // falls on all of them alike.
  for (let done = 0; done < duration; done += sliceSeconds)
    for (const round of rounds) await slice(round, people, Math.min(sliceSeconds, duration - done));

  const cpus = os.cpus();
  console.log(
    `\nchat fan-out: ${people.length / 2} consults, ${people.length} sockets, one message a second each for ${duration} s`,
  );
  console.log(
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${loadBefore.toFixed(1)} before and ${(os.loadavg()[0] ?? 0).toFixed(1)} after, Node ${process.version}`,
  );
  console.log(`${ready.kind} (${ready.version}); Redis ${redisUrl}`);
  console.log(
    `${ready.bApart ? 'instances a and solo in one server process, b in its own (a pool each)' : 'instances in one server process (sharing PGlite)'}, clients in another; rounds in turns of ${sliceSeconds} s; deliveries: both sockets of the consult, per message\n`,
  );
  const base = summary(rounds[0]?.latencies ?? []);
  printTable(
    [
      ['round', 34],
      ['sent', 6],
      ['msg/s', 6],
      ['deliv.', 7],
      ['lost', 5],
      ['p50 ms', 7],
      ['p95 ms', 7],
      ['p99 ms', 7],
      ['max ms', 7],
      ['p50 ×', 6],
      ['p99 ×', 6],
      ['POST p99', 9],
      ['slip p99', 9],
    ],
    rounds.map((r) => {
      const latency = summary(r.latencies);
      return [
        r.name,
        String(r.sent),
        (r.attempted / r.sendingSeconds).toFixed(0),
        String(r.delivered),
        String(r.expected - r.delivered),
        ms(latency.p50),
        ms(latency.p95),
        ms(latency.p99),
        ms(latency.max),
        (latency.p50 / base.p50).toFixed(2),
        (latency.p99 / base.p99).toFixed(2),
        ms(percentile(r.postLatencies, 99)),
        ms(percentile(r.slips, 99)),
      ];
    }),
  );
  const failures = rounds.filter((r) => r.failedSends.size > 0 || r.duplicates > 0);
  for (const r of failures)
    console.log(
      `${r.name}: sends refused or failed ${JSON.stringify(Object.fromEntries(r.failedSends))}, duplicate deliveries ${r.duplicates}`,
    );
  console.log(
    '\ngoal across two instances: delivery p99 ≤ 50 ms and 0 lost. msg/s: sends per second achieved; POST p99: the send\n' +
      'request until its 201; slip p99: how late a send left against its even schedule (pacing).',
  );
} finally {
  agent.destroy();
  if (server.connected) tell({ type: 'stop' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (
    server.exitCode === null &&
    !(await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]))
  )
    server.kill();
}
