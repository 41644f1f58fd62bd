import {
  ZPayment,
  ZPaymentList,
  ZPaymentMethod,
  ZPaymentMethodList,
  ZPaymentsConfig,
  ZRefundPayment,
  ZSavePaymentMethod,
} from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { AppError, errorResponses } from '../../platform/errors';
import { IDEMPOTENCY_ERROR_CODES, idempotent } from '../../platform/idempotency/idempotent';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { verifyStripeWebhook, WebhookSignatureError } from '../../platform/payments/stripe-gateway';
import { getPayments } from './list-payments';
import {
  getPaymentMethods,
  makeDefaultPaymentMethod,
  removePaymentMethod,
  savePaymentMethod,
  startCardSetup,
} from './manage-payment-methods';
import { applyProcessorEvent, ZProcessorEvent } from './payment-webhook';
import type { Receipts } from './record-capture';
import { refundPayment } from './refund-payment';

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
  /** Stripe's signing secret for `POST /payments/webhook`; without it the webhook answers 404. */
  webhookSecret: string | null;
  /** A payment Stripe says was taken gets its invoice and receipt. */
  receipts: Receipts;
  freeCancellationHours: number;
}

/** Stripe's events are small; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

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
            ...IDEMPOTENCY_ERROR_CODES,
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
  app.post(
    '/users/:id/setupIntent',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Stripe: start saving a card — the client secret for Stripe’s Payment Element (the card goes to Stripe, never to Curo)',
        params: ZUser,
        response: {
          201: z.object({ clientSecret: z.string() }),
          ...errors,
          ...errorResponses(ErrorCode.SERVICE_UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startCardSetup({ db, gateway, principal: principalOf(request), userId: request.params.id }),
        ),
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
  app.post(
    '/payments/:id/refund',
    {
      config: { access: ['admin'], masked: 'deny', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Refund part or all of a charged payment, with a reason (admins; audited); needs an Idempotency-Key',
        params: ZUser,
        body: ZRefundPayment,
        response: {
          200: ZPayment,
          ...errors,
          ...errorResponses(
            ErrorCode.REFUND_NOT_POSSIBLE,
            ...IDEMPOTENCY_ERROR_CODES,
            ErrorCode.SERVICE_UNAVAILABLE,
          ),
        },
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async () => ({
        status: 200,
        body: await refundPayment({
          db,
          gateway,
          principal: principalOf(request),
          client: clientOf(request),
          paymentId: request.params.id,
          input: request.body,
          idempotencyKey: String(request.headers['idempotency-key']),
        }),
      })),
  );

  // Stripe signs the exact bytes it sends: this route reads its body raw, in a scope of its own.
  await app.register(async (raw) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/payments/webhook',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Stripe’s events (signed with STRIPE_WEBHOOK_SECRET): each applied once; 400 when the signature is wrong',
          headers: z.object({ 'stripe-signature': z.string().min(1).max(4096).optional() }),
          response: {
            200: z.object({ received: z.literal(true), replayed: z.boolean() }),
            ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.NOT_FOUND),
          },
        },
      },
      async (request) => {
        if (!billing.webhookSecret) throw new AppError(ErrorCode.NOT_FOUND, 'No payment webhook is set up');
        let verified: unknown;
        try {
          verified = verifyStripeWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
            billing.webhookSecret,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new AppError(ErrorCode.VALIDATION_ERROR, 'The webhook signature does not match');
          throw error;
        }
        const event = ZProcessorEvent.safeParse(verified);
        if (!event.success) throw new AppError(ErrorCode.VALIDATION_ERROR, 'That is not a payment event');
        const outcome = await applyProcessorEvent(db, event.data, billing.receipts);
        void billing.receipts.mail.kick();
        return { received: true as const, replayed: outcome === 'replayed' };
      },
    );
  });
};
