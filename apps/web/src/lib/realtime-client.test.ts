import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket';
import { BACKOFF_MAX_MS, backoffDelay, LiveConnection, RECONNECTED } from './realtime-client';

let token: string | null;
const build = (renewToken = vi.fn(async () => {})) =>
  new LiveConnection({
    getToken: () => token,
    renewToken,
    createSocket: (url) => new FakeSocket(url),
    origin: 'ws://curo.test',
    random: () => 1,
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
  token = 'access-1';
});
afterEach(() => vi.useRealTimers());

describe('the live connection', () => {
  it('connects to /api/v1/realtime with the access token in the query', () => {
    build().start();
    expect(FakeSocket.latest().url).toBe('ws://curo.test/api/v1/realtime?accessToken=access-1');
  });

  it('does not connect without a session', () => {
    build().start();
    token = null;
    expect(FakeSocket.all).toHaveLength(1);
    FakeSocket.reset();
    const live = build();
    live.start();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('joins appointment topics once open, and again after a reconnect', () => {
    const live = build();
    live.start();
    live.join('appointment:a1');
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', topic: 'appointment:a1' }]);

    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', topic: 'appointment:a1' }]);
  });

  it('leaves a topic only when the last screen that joined it leaves', () => {
    const live = build();
    live.start();
    FakeSocket.latest().open();
    const leaveOne = live.join('appointment:a1');
    const leaveTwo = live.join('appointment:a1');
    leaveOne();
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', topic: 'appointment:a1' }]);
    leaveTwo();
    expect(FakeSocket.latest().sent).toContainEqual({ type: 'unsubscribe', topic: 'appointment:a1' });
  });

  it('passes events to listeners and tells them when it is back after a drop', () => {
    const live = build();
    const heard: unknown[] = [];
    live.listen((m) => heard.push(m));
    live.start();
    FakeSocket.latest().open();
    FakeSocket.latest().publish('user:u1', { type: 'queue.changed', position: 3 });
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().open();
    expect(heard).toEqual([
      { topic: 'user:u1', event: { type: 'queue.changed', position: 3 } },
      { topic: '', event: { type: RECONNECTED } },
    ]);
  });

  it('backs off 1 s, 2 s, 4 s between failed attempts, and starts again from 1 s after a success', () => {
    build().start();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(4_000);
    expect(FakeSocket.all).toHaveLength(4);
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(5);
  });

  it('never waits more than 30 s', () => {
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(500);
  });

  it('renews the token after a 4401 and reconnects with the fresh one', async () => {
    const renew = vi.fn(async () => {
      token = 'access-2';
    });
    build(renew).start();
    FakeSocket.latest().drop(4401);
    expect(renew).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.latest().url).toContain('accessToken=access-2');
  });

  it('stops when the session cannot be renewed', async () => {
    build(vi.fn(async () => Promise.reject(new Error('gone')))).start();
    FakeSocket.latest().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes the socket and stops reconnecting when stopped', () => {
    const live = build();
    live.start();
    FakeSocket.latest().open();
    live.stop();
    expect(FakeSocket.latest().closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('pings every 25 s while open', () => {
    build().start();
    FakeSocket.latest().open();
    vi.advanceTimersByTime(25_000);
    expect(FakeSocket.latest().sent).toEqual([{ type: 'ping' }]);
  });
});
