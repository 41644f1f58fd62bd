import { ZAccessHistory, ZAuditEventList } from '@curo/core/audit';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { accessHistory, searchAudit } from './search-audit';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['audit'],
        summary: 'Admin: search the audit trail (50 a page, newest first)',
        querystring: z.object({
          action: z.string().max(60).optional(),
          actorId: z.string().uuid().optional(),
          subjectUserId: z.string().uuid().optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: ZAuditEventList,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN),
        },
      },
    },
    async (request) => searchAudit({ db, filter: request.query }),
  );

  app.get(
    '/users/me/access-history',
    {
      config: { access: ['patient'] },
      schema: {
        tags: ['audit'],
        summary: "Who opened your record, and when (your 'access history')",
        response: { 200: ZAccessHistory, ...errorResponses(ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN) },
      },
    },
    async (request) => accessHistory({ db, patientId: principalOf(request).userId }),
  );
};
