import { describe, expect, it } from 'vitest';
import { workSlots } from './work-slots';

/** A task that runs until `finish()` is called, noting when it starts. */
function gate(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('work slots', () => {
  it('runs no more tasks at once than it has slots, and starts the waiting in the order they came', async () => {
    const slots = workSlots(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = [a, b, c, d].map((g) => slots.run(g!.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(slots.load).toEqual({ running: 2, waiting: 2 });

    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // A task arriving now waits behind d, though a slot was freed a moment ago.
    const e = gate(started, 'e');
    const late = slots.run(e.task);
    a!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.load).toEqual({ running: 2, waiting: 1 });

    c!.finish();
    d!.finish();
    e.finish();
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives a failed task’s slot to the next, and passes the failure to its caller', async () => {
    const slots = workSlots(1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => gate(started, name));
    const first = slots.run(a!.task);
    const second = slots.run(b!.task);
    a!.fail();
    await expect(first).rejects.toThrow('a failed');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await expect(second).resolves.toBe('b');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => workSlots(0)).toThrow(RangeError);
    expect(() => workSlots(1.5)).toThrow(RangeError);
  });
});
