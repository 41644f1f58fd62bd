import { ErrorCode } from '@curo/core/errors';
import {
  ZBulkBillingQuery,
  ZBulkBillingResult,
  ZMbsItem,
  ZMbsItemEdit,
  ZMbsItemInput,
  ZMbsItemList,
  ZMedicareInvoiceSent,
  ZSendMedicareInvoice,
} from '@curo/core/medicare';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { checkBulkBilling } from './bulk-billing';
import { createMbsItem, editMbsItem, getMbsItems } from './manage-mbs-items';
import { type BusinessDetails, sendMedicareInvoice } from './send-medicare-invoice';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const admins = ['admin'] as const;

export interface MedicareRoutesOptions {
  db: Db;
  mail: MailDelivery;
  /** Who issues the Medicare account (BUSINESS_NAME, BUSINESS_ABN). */
  business: BusinessDetails;
}

/**
 * Medicare (issue 13): the MBS items admins keep, whether a patient's consult may be bulk billed,
 * and the Medicare account a patient claims their rebate with (`sendMedicareInvoice`, spec §7).
 */
export const medicareRoutes: FastifyPluginAsyncZod<MedicareRoutesOptions> = async (
  app,
  { db, mail, business },
) => {
  const tags = ['medicare'];
  app.get(
    '/medicareItems',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: every MBS item, active or not, by kind of consult and length',
        response: { 200: ZMbsItemList, ...errorResponses(ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN) },
      },
    },
    async () => getMbsItems({ db }),
  );
  app.post(
    '/medicareItems',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: a new MBS item (409 MBS_ITEM_TAKEN when its item number is another’s)',
        body: ZMbsItemInput,
        response: { 201: ZMbsItem, ...errors, ...errorResponses(ErrorCode.MBS_ITEM_TAKEN) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createMbsItem({
          db,
          principal: principalOf(request),
          input: request.body,
          client: clientOf(request),
        }),
      ),
  );
  app.get(
    '/medicareItems/bulkBilling',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'Whether the signed-in patient’s consult (doctor, kind, minutes) may be bulk billed, under which item, or why not',
        querystring: ZBulkBillingQuery,
        response: { 200: ZBulkBillingResult, ...errors },
      },
    },
    async (request) => checkBulkBilling({ db, principal: principalOf(request), query: request.query }),
  );
  app.patch(
    '/medicareItems/:id',
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Admin: change an MBS item, take it out of use (active: false), or mark a demo item checked',
        params: z.object({ id: z.string().uuid() }),
        body: ZMbsItemEdit,
        response: { 200: ZMbsItem, ...errors, ...errorResponses(ErrorCode.MBS_ITEM_TAKEN) },
      },
    },
    async (request) =>
      editMbsItem({
        db,
        principal: principalOf(request),
        id: request.params.id,
        edit: request.body,
        client: clientOf(request),
      }),
  );
  app.post(
    '/appointments/sendMedicareInvoice',
    {
      // Each call emails the patient and draws a PDF: 20 a minute from one address is plenty.
      config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Email the patient a Medicare account for a consult paid privately, to claim the rebate themselves (patient, its doctor, admins)',
        body: ZSendMedicareInvoice,
        response: {
          200: ZMedicareInvoiceSent,
          ...errorResponses(
            ErrorCode.VALIDATION_ERROR,
            ErrorCode.UNAUTHORIZED,
            ErrorCode.NOT_FOUND,
            ErrorCode.MEDICARE_ACCOUNT_UNAVAILABLE,
            ErrorCode.RATE_LIMITED,
          ),
        },
      },
    },
    async (request) =>
      sendMedicareInvoice({
        db,
        mail,
        business,
        principal: principalOf(request),
        appointmentId: request.body.appointmentId,
      }),
  );
};
