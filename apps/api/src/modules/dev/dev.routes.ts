import { ZOutboxList } from '@curo/core/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listOutbox } from './list-outbox';

/** Development only: registered unless NODE_ENV=production. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: messages the app sent, newest first',
        response: { 200: ZOutboxList },
      },
    },
    async () => ({ items: await listOutbox({ db }) }),
  );
};
