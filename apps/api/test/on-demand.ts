import type net from 'node:net';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { bearer } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Shifts covering now, for the on-demand (instant queue, emergency) tests, and the realtime
 * WebSocket client every realtime test uses. Clinicians come from accounts.ts.
 */

/** A shift covering now (an hour back to `hours` ahead), made through the API by an admin. */
export async function shiftNow(
  t: TestApp,
  admin: string,
  kind: 'instant' | 'emergency',
  doctorId: string,
  hours = 4,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'instant' ? '/api/v1/shifts' : '/api/v1/emergencyShifts',
    headers: bearer(admin),
    payload: {
      doctorId,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`shift not made: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

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
