import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../platform/errors';

export interface OpsRoutesOptions {
  ping: () => Promise<boolean>;
  isShuttingDown: () => boolean;
}

const ZStatus = z.object({ status: z.string() });

/** Liveness and readiness for load balancers and orchestrators. */
export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, { ping, isShuttingDown }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process runs',
        response: { 200: ZStatus },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 200 when the database answers; 503 once shutdown began',
        response: { 200: ZStatus, ...errorResponses(ErrorCode.SERVICE_UNAVAILABLE) },
      },
    },
    async () => {
      if (isShuttingDown()) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The server is shutting down');
      if (!(await ping())) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The database is not answering');
      return { status: 'ready' };
    },
  );
};
