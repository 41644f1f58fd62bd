import {
  ZPaymentList,
  ZPaymentMethod,
  ZPaymentMethodList,
  ZPaymentsConfig,
  ZSavePaymentMethod,
} from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { idempotent } from '../../platform/idempotency/idempotent';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { getPayments } from './list-payments';
import {
  getPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  savePaymentMethod,
} from './manage-payment-methods';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZUser = z.object({ id: z.string().uuid() });
const ZUserMethod = z.object({ id: z.string().uuid(), methodId: z.string().uuid() });

export interface BillingSettings {
  gateway: PaymentGateway | null;
  publishableKey: string | null;
  freeCancellationHours: number;
}

/** Saved cards and payments (spec §7 users `{id}/savePaymentMethod`, `{id}/payments`; decision 0035). */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Db; billing: BillingSettings }> = async (
  app,
  { db, billing },
) => {
  const tags = ['billing'];
  const { gateway } = billing;
  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Which card form to show (Stripe, the test gateway, or none) and the cancellation policy',
        response: { 200: ZPaymentsConfig },
      },
    },
    async () => ({
      gateway: gateway?.kind ?? ('none' as const),
      publishableKey: gateway?.kind === 'stripe' ? billing.publishableKey : null,
      freeCancellationHours: billing.freeCancellationHours,
    }),
  );
  app.post(
    '/users/:id/savePaymentMethod',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Save a card (a test card, or a confirmed Stripe SetupIntent); needs an Idempotency-Key',
        params: ZUser,
        body: ZSavePaymentMethod,
        response: {
          201: ZPaymentMethod,
          ...errors,
          ...errorResponses(
            ErrorCode.CARD_DECLINED,
            ErrorCode.IDEMPOTENCY_IN_PROGRESS,
            ErrorCode.IDEMPOTENCY_KEY_REUSED,
            ErrorCode.SERVICE_UNAVAILABLE,
          ),
        },
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async () => ({
        status: 201,
        body: await savePaymentMethod({
          db,
          gateway,
          principal: principalOf(request),
          userId: request.params.id,
          input: request.body,
          idempotencyKey: String(request.headers['idempotency-key']),
        }),
      })),
  );
  app.get(
    '/users/:id/paymentMethods',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The person’s saved cards, the default first',
        params: ZUser,
        response: { 200: ZPaymentMethodList, ...errors },
      },
    },
    async (request) => ({
      items: await getPaymentMethods({ db, principal: principalOf(request), userId: request.params.id }),
    }),
  );
  app.post(
    '/users/:id/paymentMethods/:methodId/default',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: 'Make a saved card the default',
        params: ZUserMethod,
        response: { 200: ZPaymentMethodList, ...errors },
      },
    },
    async (request) => ({
      items: await makeDefaultPaymentMethod({
        db,
        principal: principalOf(request),
        userId: request.params.id,
        methodId: request.params.methodId,
      }),
    }),
  );
  app.delete(
    '/users/:id/paymentMethods/:methodId',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: 'Remove a saved card',
        params: ZUserMethod,
        response: { 200: ZPaymentMethodList, ...errors },
      },
    },
    async (request) => ({
      items: await removePaymentMethod({
        db,
        gateway,
        principal: principalOf(request),
        userId: request.params.id,
        methodId: request.params.methodId,
      }),
    }),
  );
  app.get(
    '/users/:id/payments',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The person’s payments, newest first (20 a page); theirs and admins’ to see',
        params: ZUser,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: ZPaymentList, ...errors },
      },
    },
    async (request) =>
      getPayments({
        db,
        principal: principalOf(request),
        userId: request.params.id,
        page: request.query.page,
      }),
  );
};
