import {
  ZDiscountCode,
  ZDiscountCodeEdit,
  ZDiscountCodeInput,
  ZDiscountCodeList,
  ZDiscountCodeListQuery,
  ZVerifyCodeQuery,
  ZVerifyCodeResult,
} from '@curo/core/discounts';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { createDiscountCode, editDiscountCode, getDiscountCodes } from './manage-discount-codes';
import { verifyDiscountCode } from './use-discount-code';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const admins = ['admin'] as const;

/** `/discountCodes` (spec §7, decision 0034): admins manage codes; anyone signed in checks one. */
export const discountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['discount codes'];
  app.post(
    '/discountCodes/create',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: a new discount code (a percentage or an amount off)',
        body: ZDiscountCodeInput,
        response: { 201: ZDiscountCode, ...errors, ...errorResponses(ErrorCode.DISCOUNT_CODE_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createDiscountCode({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.get(
    '/discountCodes/verifyCode',
    {
      // A guessing machine for codes otherwise: 30 checks a minute from one address.
      config: { access: 'authenticated', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Whether a code applies to the caller now, and what it takes off (200 either way)',
        querystring: ZVerifyCodeQuery,
        response: { 200: ZVerifyCodeResult, ...errors },
      },
    },
    async (request) => verifyDiscountCode({ db, principal: principalOf(request), code: request.query.code }),
  );
  app.get(
    '/discountCodes/listDiscountCodes',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: codes, newest first (20 a page), with how often each was used',
        querystring: ZDiscountCodeListQuery,
        response: { 200: ZDiscountCodeList, ...errors },
      },
    },
    async (request) => getDiscountCodes({ db, query: request.query }),
  );
  app.patch(
    '/discountCodes/:id',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: change a code’s rules, or disable or enable it',
        params: z.object({ id: z.string().uuid() }),
        body: ZDiscountCodeEdit,
        response: { 200: ZDiscountCode, ...errors },
      },
    },
    async (request) =>
      editDiscountCode({
        db,
        principal: principalOf(request),
        id: request.params.id,
        edit: request.body,
        client: clientOf(request),
      }),
  );
};
