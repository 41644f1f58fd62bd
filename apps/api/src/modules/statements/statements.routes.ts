import { ErrorCode } from '@curo/core/errors';
import { ZDoctorInvoiceInfo, ZDoctorStatement, ZDoctorStatementRequest } from '@curo/core/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { sendDocument } from '../../platform/storage/documents';
import { fetchDoctorInvoiceInfo } from './fetch-doctor-invoice-info';
import { generateDoctorStatement, type StatementSettings } from './generate-doctor-statement';
import { renderStatementPdf, statementFileName } from './statement-pdf';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
/** Doctors (on-demand doctors too) see their own money; admins anyone's. */
const doctorsAndAdmins = ['doctor', 'instantDoctor', 'admin'] as const;

/** Doctors' statements (spec §7 `{id}/fetchDoctorInvoiceInfo`, `generateDoctorInvoice`; issue 13). */
export const statementsRoutes: FastifyPluginAsyncZod<{ db: Db; settings: StatementSettings }> = async (
  app,
  { db, settings },
) => {
  const tags = ['statements'];
  app.get(
    '/appointments/:id/fetchDoctorInvoiceInfo',
    {
      // Anyone signed in may ask; only the consult's doctor and admins learn anything (else 404).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'One consult’s money for its doctor or an admin: fee, discount, collected, refunds, commission, payable, billing kind, MBS item',
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: ZDoctorInvoiceInfo,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED, ErrorCode.NOT_FOUND),
        },
      },
    },
    async (request) =>
      fetchDoctorInvoiceInfo({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        commissionPercent: settings.commissionPercent,
      }),
  );
  app.post(
    '/appointments/generateDoctorInvoice',
    {
      // A PDF takes the CPU for a moment.
      config: { access: doctorsAndAdmins, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'A doctor’s statement for a period of Sydney days (at most 366): completed consults, collected, commission, payable; JSON, or a PDF with format "pdf"',
        body: ZDoctorStatementRequest,
        response: {
          200: {
            description: 'The statement, as JSON or (format "pdf") as a PDF titled "Statement"',
            content: {
              'application/json': { schema: ZDoctorStatement },
              'application/pdf': {
                schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...errors,
          ...errorResponses(ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const statement = await generateDoctorStatement({
        db,
        principal: principalOf(request),
        request: request.body,
        settings,
      });
      if (request.body.format !== 'pdf') return reply.type('application/json').send(statement);
      const bytes = await renderStatementPdf(statement);
      return sendDocument(reply, {
        bytes,
        contentType: 'application/pdf',
        fileName: statementFileName(statement),
      });
    },
  );
};
