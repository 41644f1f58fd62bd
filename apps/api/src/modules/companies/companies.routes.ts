import { ZCompanyPublic } from '@curo/core/companies';
import { ZErrorEnvelope } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getPublicCompany } from './get-public-company';

export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/companies/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['companies'],
        summary: "A company's public details by slug, for booking in its context",
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: ZCompanyPublic, 404: ZErrorEnvelope },
      },
    },
    async (request) => getPublicCompany({ db, slug: request.params.slug }),
  );
};
