import { ErrorCode } from '@curo/core/errors';
import { ZOutboxList } from '@curo/core/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../platform/errors';
import { listOutbox } from './list-outbox';
import { isLoopbackAddress } from './loopback';

/**
 * Development only: registered unless NODE_ENV=production. The outbox holds every sign-in link,
 * PIN code and guest invite, so it answers only a browser on this machine, judged by the socket's
 * own address (a header such as X-Forwarded-For is not asked, whatever TRUST_PROXY says). Anyone
 * else gets the same 404 as a route that does not exist. See decision 0022.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only, from this machine only: messages the app sent, newest first',
        // 404 for a caller not on this machine, as for a route that does not exist.
        response: { 200: ZOutboxList, ...errorResponses(ErrorCode.NOT_FOUND) },
      },
    },
    async (request, reply) => {
      if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return reply.callNotFound();
      return { items: await listOutbox({ db }) };
    },
  );
};
