import { NANO_ID_PATTERN, ZLongUrl, ZShortLink, ZShortLinkInput, ZShortLinkList } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import {
  createShortLink,
  getShortLinks,
  removeShortLink,
  resolveShortLink,
  type ShortLinkPolicy,
} from './short-links';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const admin = ['admin'] as const;
const ZNano = z.object({ id: z.string().regex(NANO_ID_PATTERN) });

/** `/shortLinks`: admins make short links to our pages; `/t/{nano}` follows them. */
export const shortLinksRoutes: FastifyPluginAsyncZod<{ db: Db; policy: ShortLinkPolicy }> = async (
  app,
  { db, policy },
) => {
  const tags = ['short links'];
  app.get(
    '/shortLinks/long-url/:id',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Where a short link leads (404 when unknown or expired)',
        params: ZNano,
        response: { 200: ZLongUrl, ...errors },
      },
    },
    async (request) => resolveShortLink({ db, nano: request.params.id }),
  );
  app.get(
    '/shortLinks',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: short links, newest first (20 a page)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: ZShortLinkList, ...errors },
      },
    },
    async (request) => getShortLinks({ db, policy, page: request.query.page }),
  );
  app.post(
    '/shortLinks',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: make a short link to this site (or an allow-listed host)',
        body: ZShortLinkInput,
        response: { 201: ZShortLink, ...errors, ...errorResponses(ErrorCode.NANO_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createShortLink({
          db,
          policy,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.delete(
    '/shortLinks/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Admin: delete a short link',
        params: ZNano,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeShortLink({
        db,
        principal: principalOf(request),
        nano: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );
};
