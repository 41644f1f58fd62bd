import type { TRoomPresence } from '@curo/core/room';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { LiveConnectionOptions } from '../../../lib/realtime-client';
import { configureLiveConnection } from '../../../lib/use-live-updates';
import { FakeSocket } from '../../../test/fake-socket';
import { configureRoomSocket } from '../utils/room-socket';
import { APPOINTMENT_ID } from './build-room';

export const ROOM_TOPIC = `appointment:${APPOINTMENT_ID}`;

const fakeOptions = (opened?: FakeSocket[]): LiveConnectionOptions => ({
  getToken: () => 'access-1',
  renewToken: async () => {},
  origin: 'ws://curo.test',
  createSocket: (url) => {
    const socket = new FakeSocket(url);
    opened?.push(socket);
    return socket;
  },
});

/**
 * The room page's own socket and the app's shared one through fake sockets (jsdom's would try to
 * reach a server). Returns the room's sockets in the order the page opens them; call
 * `releaseRoomSockets` after.
 */
export function fakeRoomSockets(): FakeSocket[] {
  const opened: FakeSocket[] = [];
  configureRoomSocket(fakeOptions(opened));
  configureLiveConnection(fakeOptions());
  return opened;
}

export function releaseRoomSockets() {
  configureRoomSocket(null);
  configureLiveConnection(null);
}

/** The server answers the room's socket. */
export function serverSays(socket: FakeSocket, message: Record<string, unknown>) {
  act(() => socket.onmessage?.({ data: JSON.stringify(message) } as MessageEvent));
}

/** The room's newest socket opens and the server answers its subscription to the consult. */
export async function roomSocketReady(opened: FakeSocket[]): Promise<FakeSocket> {
  await waitFor(() => expect(opened.length).toBeGreaterThan(0));
  const socket = opened.at(-1) as FakeSocket;
  act(() => socket.open());
  serverSays(socket, { type: 'subscribed', topic: ROOM_TOPIC });
  return socket;
}

/** The page sends `attend` with its join token, and the server lets `me` in. */
export async function attended(socket: FakeSocket, me: TRoomPresence) {
  await waitFor(() => expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'attend' })));
  serverSays(socket, { type: 'attending', appointmentId: APPOINTMENT_ID, attendeeId: me.attendeeId });
}
