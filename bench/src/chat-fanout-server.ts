// The server side of chat-fanout.bench.ts, forked by it so that the API instances and the clients
// measuring them do not share one event loop (on two cores, one each). Three instances of the app
// on one database, as instances behind a load balancer share it: `a` and `b` publish through Redis,
// `solo` has no REDIS_URL and delivers in its own process (the baseline). On PostgreSQL `b` runs
// in a process of its own (chat-fanout-instance.ts), as a second server would. The people and consults
// are written straight to the database and signed in by issuing their sessions here; what is
// measured (sending and delivering messages) goes through the API and the realtime socket.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../../apps/api/src/app';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { issueTokens } from '../../apps/api/src/modules/auth/session-tokens';
import {
  insertDoctorProfile,
  insertPatientProfile,
  insertUser,
} from '../../apps/api/src/modules/users/users.repository';
import { AccessTokens } from '../../apps/api/src/platform/auth/access-tokens';
import { createTestDatabase } from '../../apps/api/test/test-database';
import { benchConfig } from './bench-app.ts';
import type { InstanceMessage } from './chat-fanout-instance.ts';

export interface Person {
  userId: string;
  role: 'patient' | 'doctor';
  appointmentId: string;
  /** The consult's number, 0 to consults - 1. */
  consult: number;
}

export type ServerMessage =
  | {
      type: 'ready';
      kind: 'pglite' | 'postgres';
      version: string;
      ports: { a: number; b: number; solo: number };
      /** Whether instance b runs in a process of its own. */
      bApart: boolean;
      people: Person[];
    }
  | { type: 'tokens'; tokens: string[] }
  | { type: 'failed'; error: string };

export type DriverMessage = { type: 'tokens' } | { type: 'stop' };

const send = (message: ServerMessage) => process.send?.(message);

const consults = Number(process.env.CONSULTS);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// No pg-boss: the unread-email sweep would add its own load to what is measured.
const config = benchConfig({ JOBS_ENABLED: 'false' });

// PostgreSQL (a database of its own, dropped at the end) with TEST_DATABASE_URL, else in-memory PGlite.
const database = await createTestDatabase();
const apps: App[] = [];
const pools: Database[] = [];
/** Instances running in processes of their own (listenApart). */
const apart: ChildProcess[] = [];
let stopping: Promise<void> | null = null;
const stop = () => {
  stopping ??= (async () => {
    await Promise.allSettled([
      ...apps.map(({ app }) => app.close()),
      ...apart.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || !child.connected) return resolve(undefined);
            child.once('exit', resolve);
            child.disconnect();
          }),
      ),
    ]);
    await Promise.allSettled(pools.map((pool) => pool.close()));
    await database.close();
  })();
  return stopping;
};
// The driver gone (finished, or killed): clean up all the same.
process.on('disconnect', () => void stop().finally(() => process.exit(0)));

/**
 * On PostgreSQL each instance has its own pool of connections, as separate servers would; PGlite
 * lives in this process, so its instances share it.
 */
async function databaseForInstance(): Promise<Database> {
  const url = await databaseUrl();
  if (!url) return database;
  const pool = await createDatabase({ url });
  pools.push(pool);
  return pool;
}

/** The bench's own PostgreSQL database, as a URL; undefined on PGlite. */
async function databaseUrl(): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !base) return undefined;
  const { rows } = (await database.executeSql('select current_database() as name')) as {
    rows: Array<{ name: string }>;
  };
  const url = new URL(base);
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

/**
 * Instance `b` in a process of its own on PostgreSQL, as a second server would run (on PGlite,
 * which lives in this process, it cannot be: it is built here like the others).
 */
async function listenApart(): Promise<number> {
  const url = await databaseUrl();
  if (!url) return listen(redisUrl);
  const child = fork(path.join(import.meta.dirname, 'chat-fanout-instance.ts'), {
    env: {
      ...process.env,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      JWT_SECRET: config.jwtSecret,
      DATA_KEY: config.dataKey,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  apart.push(child);
  const answer = await new Promise<InstanceMessage>((resolve, reject) => {
    child.once('message', (message: InstanceMessage) => resolve(message));
    child.once('exit', (code) => reject(new Error(`instance b exited (${code}) before listening`)));
  });
  if (answer.type === 'failed') throw new Error(`instance b: ${answer.error}`);
  return answer.port;
}

async function listen(redis: string | undefined): Promise<number> {
  const built = await buildApp({
    config: { ...config, redisUrl: redis },
    database: await databaseForInstance(),
  });
  apps.push(built);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    built.hub.whenReady(),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis at ${redis} did not answer within 5 s`)), 5000);
    }),
  ]).finally(() => clearTimeout(timer));
  const address = built.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function makePeople(): Promise<Person[]> {
  const { db } = database;
  const tag = randomBytes(4).toString('hex');
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  const people: Person[] = [];
  for (let consult = 0; consult < consults; consult++) {
    const account = async (role: Person['role']) => {
      const user = await insertUser(db, {
        email: `fanout-${role}-${consult}.${tag}@bench.curo.example`,
        passwordHash: null,
        role,
        firstName: role === 'doctor' ? 'Dana' : 'Aroha',
        lastName: `Bench${consult}`,
        emailVerifiedAt: new Date(),
      });
      if (!user) throw new Error(`bench ${role} ${consult} not inserted`);
      return user.id;
    };
    const patientId = await account('patient');
    await insertPatientProfile(db, patientId, { timeZone: 'Australia/Sydney' });
    const doctorId = await account('doctor');
    await insertDoctorProfile(db, {
      userId: doctorId,
      username: `dr-fanout-${consult}-${tag}`,
      specialties: ['General practice'],
      timeZone: 'Australia/Sydney',
    });
    // Scheduled a week ahead: its chat is open (decision 0029).
    const rows = (await db.execute(sql`insert into appointments
        (id, type, status, patient_id, doctor_id, starts_at, ends_at, reason)
      values (gen_random_uuid(), 'scheduled', 'scheduled', ${patientId}, ${doctorId},
        ${startsAt.toISOString()}, ${endsAt.toISOString()}, 'Chat fan-out bench')
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    const appointmentId = rows.rows[0]?.id ?? '';
    people.push(
      { userId: patientId, role: 'patient', appointmentId, consult },
      { userId: doctorId, role: 'doctor', appointmentId, consult },
    );
  }
  return people;
}

try {
  const people = await makePeople();
  const version = (
    (await database.db.execute(sql`select version() as v`)) as unknown as { rows: Array<{ v: string }> }
  ).rows[0]?.v;
  const ports = { a: await listen(redisUrl), b: await listenApart(), solo: await listen(undefined) };
  const tokens = new AccessTokens(config.jwtSecret!);
  const client = { ip: '127.0.0.1', userAgent: 'chat-fanout bench' };

  process.on('message', async (message: DriverMessage) => {
    try {
      if (message.type === 'stop') {
        await stop();
        process.disconnect();
        return;
      }
      // A session each, fresh for every round: access tokens last 15 minutes.
      const issued: string[] = [];
      for (const person of people) {
        const user = { id: person.userId, role: person.role };
        issued.push((await issueTokens({ db: database.db, tokens, user, client })).accessToken);
      }
      send({ type: 'tokens', tokens: issued });
    } catch (error) {
      send({ type: 'failed', error: String(error) });
    }
  });
  send({
    type: 'ready',
    kind: database.kind,
    version: version?.split(' on ')[0] ?? '',
    ports,
    bApart: apart.length > 0,
    people,
  });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await stop();
  process.disconnect();
}
