import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * While the server drains, every answer says `Connection: close`, so a keep-alive client (a load
 * balancer, a browser) opens its next request elsewhere instead of meeting a closed socket.
 * Register early, on the root instance.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, isDraining: () => boolean) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining()) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * A graceful stop (SIGTERM): `/api/v1/ready` turns 503 and answers close their connections for
 * `drainMs` (the load balancer's check interval, so it takes this instance out), then the server
 * stops accepting, finishes requests in flight and closes.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { startDraining, drainMs }: { startDraining: () => void; drainMs: number },
): Promise<void> {
  startDraining();
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
}
