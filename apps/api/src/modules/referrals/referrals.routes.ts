import { ErrorCode } from '@curo/core/errors';
import {
  ZOfferReferral,
  ZReferral,
  ZReferralList,
  ZReferralListQuery,
  ZReferralSent,
  ZRespondReferralOffer,
  ZSendReferralByDoctor,
} from '@curo/core/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { getReferral } from './get-referral';
import { listReferrals } from './list-referrals';
import { offerReferral } from './offer-referral';
import type { ReferralLetterSender } from './referral-letter-sender';
import { READER_ROLES, REFERRER_ROLES } from './referrals.policy';
import { respondReferralOffer } from './respond-referral-offer';
import { sendReferralByDoctor } from './send-referral-by-doctor';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const params = z.object({ id: z.string().uuid() });

/** Referrals (spec §7, issue 14 item 4, decision 0042). */
export const referralsRoutes: FastifyPluginAsyncZod<{ db: Db; sender: ReferralLetterSender }> = async (
  app,
  { db, sender },
) => {
  const tags = ['referrals'];
  app.post(
    '/appointments/:id/offerReferral',
    {
      config: { access: REFERRER_ROLES },
      schema: {
        tags,
        summary:
          'The consult’s doctor offers its patient a referral (a specialty or specialist on Curo, or an outside provider), from a consult under way or over. Valid 12 months (or as stated, or indefinite) from a GP, 3 months from a specialist. 409 INVALID_STATE before the consult starts',
        params,
        body: ZOfferReferral,
        response: { 201: ZReferral, ...errors, ...errorResponses(ErrorCode.INVALID_STATE) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await offerReferral({
          db,
          principal: principalOf(request),
          appointmentId: request.params.id,
          input: request.body,
        }),
      ),
  );
  app.post(
    '/appointments/:id/responseReferralOffer',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'The patient accepts or declines a referral offered from this consult, once. 409 REFERRAL_ANSWERED or REFERRAL_EXPIRED',
        params,
        body: ZRespondReferralOffer,
        response: {
          200: ZReferral,
          ...errors,
          ...errorResponses(ErrorCode.REFERRAL_ANSWERED, ErrorCode.REFERRAL_EXPIRED),
        },
      },
    },
    async (request) =>
      respondReferralOffer({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        input: request.body,
      }),
  );
  app.post(
    '/appointments/sendReferralByDoctor',
    {
      config: { access: REFERRER_ROLES },
      schema: {
        tags,
        summary:
          'The referring doctor sends an accepted referral’s letter by email (a single-use link) or fax (an Australian landline). 409 REFERRAL_NOT_SENDABLE; 503 when no fax provider is set up',
        body: ZSendReferralByDoctor,
        response: {
          200: ZReferralSent,
          ...errors,
          ...errorResponses(ErrorCode.REFERRAL_NOT_SENDABLE, ErrorCode.REFERRAL_SENDING_UNAVAILABLE),
        },
      },
    },
    async (request) =>
      sendReferralByDoctor({
        db,
        principal: principalOf(request),
        input: request.body,
        sender,
        client: clientOf(request),
      }),
  );
  app.get(
    '/referrals',
    {
      config: { access: READER_ROLES },
      schema: {
        tags,
        summary:
          'Referrals the caller may see, newest first, 20 a page: a patient’s own; a doctor’s written and (once accepted) addressed to them or their specialty; a nurse’s on their consults; all for admins. `status` (expired is computed), `appointmentId`',
        querystring: ZReferralListQuery,
        response: { 200: ZReferralList, ...errors },
      },
    },
    async (request) =>
      listReferrals({ db, principal: principalOf(request), query: request.query, client: clientOf(request) }),
  );
  app.get(
    '/referrals/:id',
    {
      config: { access: READER_ROLES },
      schema: {
        tags,
        summary: 'One referral in the caller’s reach (404 otherwise)',
        params,
        response: { 200: ZReferral, ...errors },
      },
    },
    async (request) =>
      getReferral({
        db,
        principal: principalOf(request),
        referralId: request.params.id,
        client: clientOf(request),
      }),
  );
};
