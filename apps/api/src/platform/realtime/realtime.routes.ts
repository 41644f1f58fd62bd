import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../auth/auth-guard';
import type { RealtimeHub } from './realtime-hub';

const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().max(100) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
]);

/** Whether a principal may listen to a topic; the scheduling module decides for appointments. */
export type TopicPolicy = (principal: Principal, topic: string) => Promise<boolean>;

/**
 * `GET /api/v1/realtime` (WebSocket). The access token comes as the `accessToken` query parameter
 * (browsers cannot set headers on a WebSocket); without a valid one the socket closes with 4401. The socket hears its user's topic at once and
 * may subscribe to others its policy allows; anything else is refused with an error message.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { hub, canSubscribe }: { hub: RealtimeHub; canSubscribe: TopicPolicy },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
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
      hub.subscribe(own, socket);
      socket.send(JSON.stringify({ type: 'subscribed', topic: own }));
      socket.on('message', async (raw: Buffer) => {
        let parsed: z.infer<typeof ZClientMessage>;
        try {
          parsed = ZClientMessage.parse(JSON.parse(raw.toString('utf8')));
        } catch {
          socket.send(JSON.stringify({ type: 'error', message: 'Send { type: "subscribe", topic }' }));
          return;
        }
        if (parsed.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
        if (parsed.type === 'unsubscribe') return hub.unsubscribe(parsed.topic, socket);
        const allowed =
          parsed.topic === own || (await canSubscribe(principal, parsed.topic).catch(() => false));
        if (!allowed) {
          socket.send(JSON.stringify({ type: 'error', topic: parsed.topic, message: 'Not allowed' }));
          return;
        }
        hub.subscribe(parsed.topic, socket);
        socket.send(JSON.stringify({ type: 'subscribed', topic: parsed.topic }));
      });
      socket.on('close', () => hub.remove(socket));
    },
  );
}
