import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

/**
 * What runs in each hashing thread: argon2 called synchronously, so the thread itself does the
 * work, at a lower CPU priority (Linux: a thread's nice value is its own, set through its thread
 * id). Plain JavaScript, evaluated as the thread starts: the same in the bundled server and in
 * the tests, which run TypeScript.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
// A hash argon2 cannot read verifies nothing (false); any other failure is the caller's error.
const verify = (hash, password) => {
  try {
    return argon2.verifySync(hash, password);
  } catch {
    return false;
  }
};
parentPort.on('message', ({ op, args }) => {
  try {
    const result = op === 'hash' ? argon2.hashSync(args[0], args[1]) : verify(args[0], args[1]);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

type Request =
  | { op: 'hash'; args: [password: string, options: Options] }
  | { op: 'verify'; args: [hash: string, password: string] };

interface Thread {
  worker: Worker;
  /** The job it is hashing; null while idle. */
  job: Job | null;
}

interface Job {
  request: Request;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Password hashing on threads of its own, `size` of them, each one hash at a time, the rest
 * queued first come first served (decision 0070). The threads run at nice `nice`: when the
 * cores are contended, the event loop, which answers every other request, goes first, and a
 * sign-in waits a little longer instead. Threads start when first needed, hold the process only
 * while they owe an answer, and one that dies is replaced.
 */
export class HashingThreads {
  readonly #threads: Thread[] = [];
  readonly #queue: Job[] = [];
  readonly #argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');

  constructor(
    private readonly size: number,
    private readonly nice = 10,
  ) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError(`hashing threads must be a positive integer: ${size}`);
  }

  hash(password: string, options: Options): Promise<string> {
    return this.#run({ op: 'hash', args: [password, options] }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.#run({ op: 'verify', args: [hash, password] }) as Promise<boolean>;
  }

  /** Jobs being hashed and waiting now. */
  get load() {
    return { running: this.#threads.filter((t) => t.job).length, waiting: this.#queue.length };
  }

  #run(request: Request): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      this.#next();
    });
  }

  /** Hands the first job waiting to an idle thread (started if there are fewer than `size`). */
  #next(): void {
    const job = this.#queue[0];
    if (!job) return;
    const thread = this.#threads.find((t) => !t.job) ?? this.#start();
    if (!thread) return;
    this.#queue.shift();
    thread.job = job;
    thread.worker.ref();
    thread.worker.postMessage(job.request);
  }

  /** The job `thread` was hashing is over: the thread is free, and holds the process no longer. */
  #finish(thread: Thread): Job | null {
    const { job } = thread;
    thread.job = null;
    thread.worker.unref();
    return job;
  }

  /** A new thread while there are fewer than `size`; null when all exist (and are busy). */
  #start(): Thread | null {
    if (this.#threads.length >= this.size) return null;
    const worker = new Worker(THREAD_CODE, {
      eval: true,
      name: 'password-hashing',
      workerData: { argon2: this.#argon2, nice: this.nice },
    });
    worker.unref();
    const thread: Thread = { worker, job: null };
    worker.on('message', (message: { result?: unknown; error?: string }) => {
      const job = this.#finish(thread);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve(message.result);
      this.#next();
    });
    // A thread that fails (argon2 cannot load, say) exits: it is dropped, its job refused (the
    // caller answers 500, never "wrong password"), and the next job starts a new one. Handled
    // here so the error is not a crash.
    worker.on('error', () => {});
    worker.on('exit', (code) => {
      this.#threads.splice(this.#threads.indexOf(thread), 1);
      this.#finish(thread)?.reject(new Error(`The hashing thread stopped (exit code ${code})`));
      this.#next();
    });
    this.#threads.push(thread);
    return thread;
  }
}
