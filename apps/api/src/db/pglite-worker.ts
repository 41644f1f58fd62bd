// The thread that owns an embedded PGlite database (decision 0069): it opens the database named
// in its workerData, answers `PgliteThread`'s messages in order and keeps each open transaction
// until the caller ends it. Built beside the server as dist/pglite-worker.js.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './extensions';
import {
  DATABASE_CLOSED,
  type PgliteThreadOptions,
  type ThreadRequest,
  type ThreadResponse,
  type WireError,
} from './pglite-thread';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread (see pglite-thread.ts)');
const port: MessagePort = parentPort;

/** Tells a rollback the caller asked for from a failure while rolling back. */
const ROLLBACK = Symbol('rollback');

interface Open {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

/** An error as structured clone can carry it: functions (PGlite's query options) stay behind. */
function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const identity = (value: string) => value;

async function main(options: PgliteThreadOptions) {
  let db: PGlite;
  try {
    db = await PGlite.create(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir && { loadDataDir: new Blob([options.loadDataDir]) }),
    });
  } catch (error) {
    port.postMessage({ id: 0, error: toWire(error) } satisfies ThreadResponse);
    return;
  }
  const transactions = new Map<number, Open>();
  let nextTx = 1;

  const inTx = (id: number | undefined) => {
    if (id === undefined) return db;
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}`);
    return open.tx;
  };

  const begin = () =>
    new Promise<number>((began, failed) => {
      const id = nextTx++;
      const done: Promise<unknown> = db.transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, {
              tx,
              done,
              finish: (ok) => (ok ? commit() : rollback(ROLLBACK)),
            });
            began(id);
          }),
      );
      // BEGIN refused: no transaction opened. After `began`, `end` reads the outcome.
      done.catch(failed);
    });

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}`);
    transactions.delete(id);
    open.finish(commit);
    try {
      await open.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return null;
  };

  // After `close`, a request that was already on its way is refused here: PGlite itself, called
  // once closed, also rejects a promise of its own that nobody awaits. A transaction open at the
  // close still runs to its end (PGlite's close waits for it: refusing its `end` would hang both).
  let closed = false;
  const handle = async (request: ThreadRequest): Promise<unknown> => {
    const inOpenTransaction = 'tx' in request && request.tx !== undefined && transactions.has(request.tx);
    if (closed && !inOpenTransaction) throw new Error(DATABASE_CLOSED);
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(request.ownParsers.map((type) => [type, identity]));
        const { rows, fields, affectedRows } = await inTx(request.tx).query(request.text, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
        return { rows, fields, affectedRows };
      }
      case 'exec':
        return (await inTx(request.tx).exec(request.text)).map(({ rows, fields, affectedRows }) => ({
          rows,
          fields,
          affectedRows,
        }));
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'dump':
        return new Uint8Array(await (await db.dumpDataDir(request.compression)).arrayBuffer());
      case 'close':
        closed = true;
        await db.close();
        return null;
    }
  };

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (result) => {
        const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [];
        port.postMessage({ id: request.id, result } satisfies ThreadResponse, transfer);
      },
      (error) => port.postMessage({ id: request.id, error: toWire(error) } satisfies ThreadResponse),
    );
  });
  port.postMessage({ id: 0, result: 'open' } satisfies ThreadResponse);
}

await main(workerData as PgliteThreadOptions);
