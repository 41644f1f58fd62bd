import { ErrorCode } from '@curo/core/errors';
import { ZInvoiceList, ZInvoiceListQuery } from '@curo/core/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { errorResponses } from '../../platform/errors';
import { sendDocument } from '../../platform/storage/documents';
import { getInvoicePdf } from './get-invoice-pdf';
import type { InvoiceSupplier } from './invoice-document';
import { getInvoices } from './list-invoices';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });

/** Tax invoices/receipts (issue 13, item 3): a person's list and each one as PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db; business: InvoiceSupplier }> = async (
  app,
  { db, business },
) => {
  const tags = ['invoices'];
  app.get(
    '/users/:id/invoices',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The person’s tax invoices/receipts, newest first (20 a page); theirs and admins’ to see',
        params: ZId,
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceList, ...errors },
      },
    },
    async (request) =>
      getInvoices({
        db,
        principal: principalOf(request),
        userId: request.params.id,
        page: request.query.page,
      }),
  );
  app.get(
    '/invoices/:id/pdf',
    {
      // Drawing a PDF takes the CPU for a moment.
      config: { access: 'authenticated', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'A tax invoice/receipt as PDF (named by its number), for its patient and admins; never cached; an admin’s download is audited',
        params: ZId,
        response: {
          200: binaryResponse('application/pdf', 'The invoice'),
          ...errors,
          ...errorResponses(ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await getInvoicePdf({
        db,
        principal: principalOf(request),
        invoiceId: request.params.id,
        supplier: business,
        client: clientOf(request),
      });
      return sendDocument(reply, { bytes: pdf, contentType: 'application/pdf', fileName });
    },
  );
};
