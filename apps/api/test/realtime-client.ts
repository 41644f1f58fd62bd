import type net from 'node:net';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { TestApp } from './build-test-app';

/** The realtime WebSocket client every realtime test uses, on the listening test app. */

/** A WebSocket client on the listening test app that collects what it is sent. */
export async function connect(t: TestApp, token: string) {
  const address = t.app.server.address() as net.AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}/api/v1/realtime?accessToken=${token}`);
  const received: Array<Record<string, unknown>> = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  /** The latest message matching, once one arrives (within `ms`). */
  const waitFor = (match: (m: Record<string, unknown>) => boolean, ms = 5000) =>
    vi.waitFor(
      () => {
        const found = [...received].reverse().find(match);
        if (!found) throw new Error(`no matching message; got ${JSON.stringify(received)}`);
        return found;
      },
      { timeout: ms, interval: 20 },
    );
  await waitFor((m) => m.type === 'subscribed');
  const send = (message: object) => ws.send(JSON.stringify(message));
  /** Subscribes to `topic` and waits until the server says it did. */
  const subscribe = async (topic: string) => {
    send({ type: 'subscribe', topic });
    await waitFor((m) => m.type === 'subscribed' && m.topic === topic);
  };
  return { ws, received, waitFor, send, subscribe };
}

export type RealtimeClient = Awaited<ReturnType<typeof connect>>;

/** The event inside a realtime message, when it is one. */
export const eventOf = (m: Record<string, unknown>) =>
  (m.type === 'event' ? m.event : {}) as Record<string, unknown>;
