import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HashingThreads } from './hashing-threads';
import { hashPassword, verifyPassword } from './passwords';

// Cheap parameters: these tests are about the threads, not argon2's cost.
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curo-hashing-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The nice value of each of this process's threads (Linux), from /proc. */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // After the command name in parentheses: field 19 (nice) is the 17th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('password hashing on threads of its own', () => {
  it('hashes and verifies as argon2id, telling a wrong password and a malformed hash from the right one', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long enough passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'another passphrase')).toBe(false);
    expect(await verifyPassword('not a hash', 'a long enough passphrase')).toBe(false);
  });

  it('hashes no more at once than it has threads, and the rest in the order they came', async () => {
    const threads = new HashingThreads(1);
    const order: number[] = [];
    const all = [0, 1, 2].map((n) => threads.hash(`password ${n}`, FAST).then(() => order.push(n)));
    expect(threads.load).toEqual({ running: 1, waiting: 2 });
    await Promise.all(all);
    expect(order).toEqual([0, 1, 2]);
    expect(threads.load).toEqual({ running: 0, waiting: 0 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads below the event loop’s priority, so a burst of sign-ins yields to every other request',
    async () => {
      const before = threadNiceValues().filter((nice) => nice === 10).length;
      const threads = new HashingThreads(2, 10);
      await Promise.all([threads.hash('one', FAST), threads.hash('two', FAST)]);
      expect(threadNiceValues().filter((nice) => nice === 10).length).toBe(before + 2);
      // This thread, the event loop, keeps its own priority.
      expect(os.getPriority()).toBe(0);
    },
  );

  it('lets a script that hashes end once its work is done', async () => {
    const script = path.join(root, 'hashes-and-ends.mts');
    fs.writeFileSync(
      script,
      `import { hashPassword } from ${JSON.stringify(path.resolve(import.meta.dirname, 'passwords.ts'))};
       console.log((await hashPassword('a long enough passphrase')).slice(0, 10));`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('$argon2id$');
  }, 90_000);
});
