import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread (decision 0069): the database's WebAssembly runs on its own thread, so
 * a query's planning and execution, and the parsing of its answer, no longer hold the server's
 * event loop; opening the database (compiling PGlite) runs beside the loading of the application.
 * `PgliteThread` answers the part of PGlite's interface Curo uses (Drizzle's session, pg-boss's
 * raw SQL, the backup's dump), each call a message to the thread that owns the database.
 */

/** Why a call made after `close()` fails, on either side of the thread. */
export const DATABASE_CLOSED = 'The database is closed';

/** What opens the database in the thread (`pglite-worker.ts`). */
export interface PgliteThreadOptions {
  /** A data directory, or `memory://`. */
  dataDir: string;
  /** A data-directory tarball to start an in-memory database from (a migrated template). */
  loadDataDir?: Uint8Array;
}

/** A message to the thread. `tx` names an open transaction the statement belongs to. */
export type ThreadRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs whose text the caller parses itself (Drizzle keeps timestamps as text). */
      ownParsers: number[];
      tx?: number;
    }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'gzip' | 'none' }
  | { op: 'close' }
);

/** A database error as it crosses the thread: message, stack and its fields (SQLSTATE, constraint…). */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** The thread's answer to request `id` (0: the database is open, or could not be). */
export type ThreadResponse = { id: number } & ({ result: unknown } | { error: WireError });

/** An error from the thread as the caller's code expects it: `code`, `severity`, `constraint`… */
function fromWire(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** The calls a transaction's statements make: those of the database, bound to the transaction. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  /** Set once the thread stopped: every call after it fails with this. */
  #stopped: Error | null = null;

  private constructor(worker: Worker, onStop: (error: Error) => void) {
    this.#worker = worker;
    // Referenced again while an answer is owed (#call).
    worker.unref();
    worker.on('message', (message: ThreadResponse) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      if ('error' in message) pending.reject(fromWire(message.error));
      else pending.resolve(message.result);
    });
    const stop = (error: Error) => {
      if (this.#stopped) return;
      this.#stopped = error;
      for (const pending of [...this.#pending.values()]) pending.reject(error);
      onStop(error);
    };
    worker.on('error', (error) => stop(new Error('The database thread failed', { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts `script` (the built `pglite-worker.js`) and waits until it has opened the database.
   * `onStop` hears of a thread that stops other than by `close()`: the database is gone.
   */
  static async open(
    script: string | URL,
    options: PgliteThreadOptions,
    onStop: (error: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const worker = new Worker(script, { workerData: options, name: 'pglite' });
    let failed: (error: Error) => void = () => {};
    const onError = (error: Error) => failed(error);
    const onExit = (code: number) => failed(new Error(`The database thread stopped (exit code ${code})`));
    const opened = new Promise<void>((resolve, reject) => {
      failed = reject;
      worker.once('message', (message: ThreadResponse) =>
        'error' in message ? reject(fromWire(message.error)) : resolve(),
      );
    });
    worker.on('error', onError).on('exit', onExit);
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    } finally {
      worker.off('error', onError).off('exit', onExit);
    }
    return new PgliteThread(worker, onStop);
  }

  /**
   * One request to the thread. The thread keeps the process alive only while it owes an answer,
   * as PGlite on the calling thread holds nothing open: a script that forgets `close()` still ends.
   */
  #call<T>(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      const settle =
        <V>(then: (value: V) => void) =>
        (value: V) => {
          this.#pending.delete(id);
          if (this.#pending.size === 0) this.#worker.unref();
          then(value);
        };
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: settle(resolve as (value: unknown) => void), reject: settle(reject) });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (error) {
        // A value structured clone cannot copy (a function, a class instance's private state).
        this.#pending.get(id)?.reject(error as Error);
      }
    });
  }

  async query<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const ownParsers = Object.keys(parsers).map(Number);
    const rowMode = options.rowMode ?? 'object';
    const result = await this.#call<Results<T>>({ op: 'query', text, params, rowMode, ownParsers, tx });
    if (ownParsers.length > 0) applyParsers(result as Results<unknown>, parsers, rowMode);
    return result;
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return this.#call({ op: 'exec', text, tx });
  }

  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Other
   * statements wait for it, as they do in PGlite itself (one connection).
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text) => this.exec(text, id),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      // The statement's own failure is the one to report; a rollback fails only with the thread.
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** PGlite's tarball of the data directory, taken on the open connection. */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Buffer> {
    const bytes = await this.#call<Uint8Array>({ op: 'dump', compression });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Closes the database (flushing it to disk) and ends the thread. A call still waiting then (sent
   * beside the close, queued behind it in the thread) fails as a call after it does: the thread
   * will never answer it, and whoever awaits it (a mail delivery, a shutdown) must not wait for ever.
   */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    const closed = new Error(DATABASE_CLOSED);
    this.#stopped = closed;
    await this.#worker.terminate();
    for (const pending of [...this.#pending.values()]) pending.reject(closed);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Runs the caller's parsers over the columns of their types, which the thread left as text. */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
) {
  const fields = result.fields ?? [];
  const columns = fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const { key, parse } of columns)
      if (row[key] !== null && row[key] !== undefined) row[key] = parse(row[key] as string);
}
