import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** Runs SQL for pg-boss on our own database connection (PostgreSQL pool or PGlite). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A named queue and the shape of its payload. Declare one per kind of job beside the code that
 * does the work (`defineJob<{ id: string }>('reminders-send')`), then send and work through it,
 * so a producer and its worker cannot disagree about the payload.
 */
export interface JobDefinition<T extends object> {
  readonly name: string;
  /** Type only: never read at run time. */
  readonly payload?: T;
  /**
   * `stately`: at most one job waiting and one running (sweeps: a second sweep asked for while
   * one waits is the same sweep). `standard`: every job sent runs.
   */
  readonly policy: 'standard' | 'stately';
}

export function defineJob<T extends object>(
  name: string,
  policy: JobDefinition<T>['policy'] = 'standard',
): JobDefinition<T> {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`Job names are lower-case words joined by hyphens: ${name}`);
  return { name, policy };
}

export type JobHandler<T extends object> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface JobsOptions {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  /** JOBS_ENABLED: when false, nothing is started here (due work waits in its tables for an instance that runs jobs). */
  enabled: boolean;
  /** How often an idle worker asks for work. */
  pollIntervalMs: number;
  /**
   * No other server uses this database (embedded PGlite): a job left running by the last process
   * died with it, so at start it is failed (and retried) at once instead of blocking its queue.
   */
  soleInstance?: boolean;
}

/**
 * How long a sweep (a `stately` queue) may run before pg-boss takes it for dead and retries it. A
 * sweep left running by a server that was killed blocks its queue (one running at a time) until
 * then: 15 minutes was 15 minutes without reminders, hold expiry or settling (the chaos run,
 * decision 0062). Sweeps take seconds, and one run twice is harmless (each row is settled with a
 * conditional update).
 */
const SWEEP_EXPIRE_SECONDS = 120;
const JOB_EXPIRE_SECONDS = 15 * 60;

interface Registration {
  definition: JobDefinition<object>;
  handler: JobHandler<object>;
  /** Cron (UTC) for a recurring job, sent by pg-boss once per tick across all instances. */
  cron?: string;
  /** Also run once as soon as the jobs start (catching up on what fell due while we were down). */
  atStart?: boolean;
}

/**
 * Durable jobs on pg-boss, over the app's own database (its `pgboss` schema). Workers and
 * schedules are declared while the app is built and start with it; `stop()` lets running jobs
 * finish briefly, then leaves the rest for the next start (pg-boss retries what was cut off).
 */
export class Jobs {
  private boss: PgBoss | null = null;
  private readonly registrations: Registration[] = [];
  private starting: Promise<void> | null = null;
  /**
   * pg-boss's statements under way, each settled either way. pg-boss records a finished job
   * (complete or fail) without awaiting it, after its own stop() has returned if the job ended
   * just then: stop() waits for these, so the database is not closed under that write.
   */
  private readonly statements = new Set<Promise<void>>();

  constructor(private readonly options: JobsOptions) {}

  /**
   * Declares the worker of a queue (before start). With `cron` it is also sent on that schedule
   * (UTC, minute precision); with `atStart` once whenever the jobs start.
   */
  work<T extends object>(
    definition: JobDefinition<T>,
    handler: JobHandler<T>,
    options: { cron?: string; atStart?: boolean } = {},
  ): void {
    if (this.starting) throw new Error(`Declare job ${definition.name} before the jobs start`);
    this.registrations.push({
      definition: definition as JobDefinition<object>,
      handler: handler as JobHandler<object>,
      ...options,
    });
  }

  /** Creates pg-boss's schema if needed, then starts every declared worker and schedule. */
  start(): Promise<void> {
    if (!this.options.enabled) return Promise.resolve();
    this.starting ??= this.startBoss();
    return this.starting;
  }

  private async startBoss(): Promise<void> {
    const { executeSql, log, pollIntervalMs } = this.options;
    const boss = new PgBoss({
      // pg-boss's own types insist on values; ours are optional, which it copes with.
      db: { executeSql: (text: string, values?: unknown[]) => this.tracked(executeSql(text, values)) },
      // Completed jobs are history nobody reads: archived after 12 hours, deleted after a week.
      archiveCompletedAfterSeconds: 60 * 60 * 12,
      deleteAfterDays: 7,
      // How often pg-boss looks for jobs past their expiry (SWEEP_EXPIRE_SECONDS), among others.
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (err) => log.error({ err }, 'job system error'));
    await boss.start();
    // Before this process's workers start: otherwise a job one of them had just taken would look
    // left over and be failed (and run again) under it.
    if (this.options.soleInstance) await this.failOrphans(boss);
    const pollingIntervalSeconds = Math.max(0.5, pollIntervalMs / 1000);
    for (const { definition, handler, cron } of this.registrations) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: definition.policy,
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: definition.policy === 'stately' ? SWEEP_EXPIRE_SECONDS : JOB_EXPIRE_SECONDS,
      });
      await boss.work(definition.name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as object, { id: job.id, name: job.name });
          } catch (err) {
            log.error({ err, job: job.name, jobId: job.id }, 'job failed; it will be retried');
            throw err;
          }
        }
      });
      if (cron) await boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
    }
    this.boss = boss;
    for (const { definition, atStart } of this.registrations)
      if (atStart) await boss.send(definition.name, {});
    log.info({ queues: this.registrations.map((r) => r.definition.name) }, 'jobs started');
  }

  /** Fails (for a retry) the jobs the last process left running; only when no other server can be running them. */
  private async failOrphans(boss: PgBoss): Promise<void> {
    const names = this.registrations.map((r) => r.definition.name);
    const { rows } = await this.options.executeSql(
      `select id, name from pgboss.job where state = 'active' and name = any($1::text[])`,
      [names],
    );
    for (const { id, name } of rows as Array<{ id: string; name: string }>)
      await boss.fail(name, id, { message: 'the server stopped while this job ran' });
    if (rows.length > 0)
      this.options.log.warn({ jobs: rows.length }, 'jobs left running by the last process retried');
  }

  /** Jobs waiting in each queue; empty while jobs do not run in this instance (for `/metrics`). */
  async queueDepths(): Promise<Record<string, number>> {
    const boss = this.boss;
    if (!boss) return {};
    const depths: Record<string, number> = {};
    for (const { definition } of this.registrations)
      depths[definition.name] = await boss.getQueueSize(definition.name);
    return depths;
  }

  /** Stops polling and timers; a job still running gets `graceMs` to finish. Safe to call twice. */
  async stop(graceMs = 5000): Promise<void> {
    const starting = this.starting;
    if (!starting) return;
    await starting.catch(() => {});
    const boss = this.boss;
    this.boss = null;
    this.starting = null;
    if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    // A statement begun as the workers stopped, bounded: a database that never answers does not
    // hold the shutdown.
    const deadline = Date.now() + Math.max(graceMs, 1000);
    while (this.statements.size > 0 && Date.now() < deadline)
      await Promise.race([
        Promise.all(this.statements),
        delay(deadline - Date.now(), undefined, { ref: false }),
      ]);
  }

  private tracked<T>(statement: Promise<T>): Promise<T> {
    const settled = statement.then(
      () => {},
      () => {},
    );
    this.statements.add(settled);
    void settled.then(() => this.statements.delete(settled));
    return statement;
  }
}
