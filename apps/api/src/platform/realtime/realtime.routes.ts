import { randomUUID } from 'node:crypto';
import {
  ROOM_SIGNAL_MAX_BYTES,
  type TRoomEvent,
  ZRoomAttendMessage,
  ZRoomSignalMessage,
} from '@curo/core/room';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../auth/auth-guard';
import type { RealtimeHub } from './realtime-hub';

const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().max(100) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
  ZRoomAttendMessage,
  ZRoomSignalMessage,
]);

/** How long a shutdown lets a socket answer its close before cutting it off. */
const SOCKET_CLOSE_GRACE_MS = 1_000;

/** Room messages: an SDP offer with its candidates is well under this; see ROOM_SIGNAL_MAX_BYTES. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/** Whether a principal may listen to a topic; the scheduling module decides for appointments. */
export type TopicPolicy = (principal: Principal, topic: string) => Promise<boolean>;

/**
 * The consult room's side of the socket (decision 0030), decided by the module that owns rooms.
 * `connectionId` names one socket, server-side only.
 */
export interface SignalRelay {
  /** A socket presents a join token: the attendee it was issued to is in the room through it. */
  attend(
    principal: Principal,
    message: { appointmentId: string; joinToken: string },
    connectionId: string,
  ): Promise<{ attendeeId: string } | null>;
  /** The sender's attendee when both the sender and `to` are in the consult's room; null refuses. */
  mayRelay(
    principal: Principal,
    message: { appointmentId: string; to: string },
  ): Promise<{ attendeeId: string } | null>;
  /** A socket that attended is still there (it pinged). */
  seen(connectionId: string): Promise<void>;
  /** A socket that attended has closed: whoever was in a room through it has left. */
  closed(connectionId: string): Promise<void>;
}

/**
 * `GET /api/v1/realtime` (WebSocket). The access token comes as the `accessToken` query parameter
 * (browsers cannot set headers on a WebSocket); without a valid one the socket closes with 4401. The socket hears its user's topic at once and
 * may subscribe to others its policy allows; anything else is refused with an error message.
 * In a consult's video call it attends with its join token and relays WebRTC signals to the
 * others there (docs/realtime.md). A socket's messages are handled one at a time, in order, so an
 * offer is relayed before the candidates that follow it.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { hub, canSubscribe, relay }: { hub: RealtimeHub; canSubscribe: TopicPolicy; relay: SignalRelay },
) {
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  // Each open socket, with what settles once its close has been handled (a stay ended, announced).
  const open = new Map<WebSocket, Promise<void>>();
  // The plugin's preClose asked every socket to close. The shutdown waits for each to record its
  // close (the database is closed after this), cutting off one that has not answered in time.
  app.addHook('onClose', async () => {
    const waiting = [...open];
    const cutOff = setTimeout(() => {
      for (const [socket] of waiting) socket.terminate();
    }, SOCKET_CLOSE_GRACE_MS);
    await Promise.all(waiting.map(([, handled]) => handled));
    clearTimeout(cutOff);
  });
  app.get(
    '/api/v1/realtime',
    // The guard reads the token for a public route; the handler enforces it. Browsers cannot see
    // the HTTP status of a refused upgrade, but they do see a close code: 4401 says "refresh your
    // token and reconnect".
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags: ['realtime'],
        summary:
          'WebSocket of live updates: connect with ?accessToken=; you hear user:<your id>; send { type: "subscribe", topic: "appointment:<id>" } for one you take part in. Closes with 4401 without a valid token',
      },
    },
    (socket, request) => {
      const principal = request.principal;
      if (!principal) {
        socket.close(4401, 'Please sign in');
        return;
      }
      const own = `user:${principal.userId}`;
      const connectionId = randomUUID();
      /** Whether this socket carries someone's presence in a room (it attended). */
      let attended = false;
      hub.subscribe(own, socket);
      socket.send(JSON.stringify({ type: 'subscribed', topic: own }));
      const reply = (message: object) => socket.send(JSON.stringify(message));

      const handle = async (raw: Buffer) => {
        let parsed: z.infer<typeof ZClientMessage>;
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
          parsed = ZClientMessage.parse(json);
        } catch {
          const type = (json as { type?: unknown } | undefined)?.type;
          if (type === 'signal' || type === 'attend')
            return reply({ type: 'error', for: type, message: USAGE[type] });
          return reply({ type: 'error', message: 'Send { type: "subscribe", topic }' });
        }
        switch (parsed.type) {
          case 'ping':
            if (attended) await relay.seen(connectionId).catch(refuse(request.log));
            return reply({ type: 'pong' });
          case 'unsubscribe':
            return hub.unsubscribe(parsed.topic, socket);
          case 'subscribe': {
            const allowed =
              parsed.topic === own || (await canSubscribe(principal, parsed.topic).catch(() => false));
            if (!allowed) return reply({ type: 'error', topic: parsed.topic, message: 'Not allowed' });
            hub.subscribe(parsed.topic, socket);
            return reply({ type: 'subscribed', topic: parsed.topic });
          }
          case 'attend': {
            const { appointmentId } = parsed;
            const attendee = await relay.attend(principal, parsed, connectionId).catch(refuse(request.log));
            if (!attendee)
              return reply({ type: 'error', for: 'attend', appointmentId, message: 'Not allowed' });
            attended = true;
            return reply({ type: 'attending', appointmentId, attendeeId: attendee.attendeeId });
          }
          case 'signal': {
            const { appointmentId, to, data } = parsed;
            if (Buffer.byteLength(JSON.stringify(data)) > ROOM_SIGNAL_MAX_BYTES)
              return reply({ type: 'error', for: 'signal', appointmentId, to, message: 'Too large' });
            const sender = await relay.mayRelay(principal, parsed).catch(refuse(request.log));
            if (!sender)
              return reply({ type: 'error', for: 'signal', appointmentId, to, message: 'Not allowed' });
            await hub.publish(`user:${to}`, {
              type: 'room.signal',
              appointmentId,
              from: principal.userId,
              fromAttendeeId: sender.attendeeId,
              data,
            } satisfies TRoomEvent);
          }
        }
      };
      // One message at a time: a slow check must not let a later candidate overtake its offer.
      let queue = Promise.resolve();
      socket.on('message', (raw: Buffer) => {
        queue = queue.then(() => handle(raw)).catch((error) => failed(request.log, error));
      });
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      open.set(
        socket,
        closed.then(() => {
          hub.remove(socket);
          if (attended)
            queue = queue.then(() => relay.closed(connectionId)).catch((error) => failed(request.log, error));
          return queue.then(() => void open.delete(socket));
        }),
      );
    },
  );
}

/** What a malformed room message should have been. */
const USAGE = {
  attend: 'Send { type: "attend", appointmentId, joinToken }',
  signal: 'Send { type: "signal", appointmentId, to, data } with data an object',
};

/** A message whose handling threw (the database away, say): logged, and the client hears no more of it. */
function failed(log: FastifyBaseLogger, error: unknown) {
  log.warn({ err: error }, 'realtime message failed');
}

/** A room check that threw counts as a refusal (and a ping is still answered). */
const refuse = (log: FastifyBaseLogger) => (error: unknown) => {
  failed(log, error);
  return null;
};
