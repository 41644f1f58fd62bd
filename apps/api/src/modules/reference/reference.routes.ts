import { isValidEmail } from '@curo/core/email';
import { ErrorCode } from '@curo/core/errors';
import { checkMedicare, ZMedicareCheck } from '@curo/core/medicare';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { stateOfPostcode } from './postcode-state';

/** Checks that forms use while a person types: Medicare card, postcode, email format. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];
  app.get(
    '/users/medicare/:number/:irn',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Check a Medicare card number (check digit) and IRN',
        params: z.object({ number: z.string().max(20), irn: z.string().max(2) }),
        response: {
          200: ZMedicareCheck,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED),
        },
      },
    },
    async (request) => checkMedicare(request.params.number, request.params.irn),
  );

  app.get(
    '/users/medicare/postalCode/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The state or territory of an Australian postcode',
        params: z.object({ code: z.string().max(10) }),
        response: {
          200: z.object({ postcode: z.string(), state: z.string() }),
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.NOT_FOUND),
        },
      },
    },
    async (request) => stateOfPostcode(request.params.code),
  );

  app.get(
    '/users/emails/valid/:email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether an email address is well formed (it does not say whether it has an account)',
        params: z.object({ email: z.string().max(300) }),
        response: { 200: z.object({ valid: z.boolean() }), ...errorResponses(ErrorCode.VALIDATION_ERROR) },
      },
    },
    async (request) => ({ valid: isValidEmail(request.params.email) }),
  );
};
