import { ErrorCode } from '@curo/core/errors';
import {
  PRIVACY_EXPORT_WINDOW_MS,
  PRIVACY_EXPORTS_PER_WINDOW,
  ZPrivacyExport,
  ZPrivacyExportQuery,
} from '@curo/core/privacy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf/pdf-document';
import { sendDocument } from '../../platform/storage/documents';
import { exportMyRecord } from './export-my-record';
import { drawRecord, recordFileName, recordFrame } from './record-document';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.MASKED_SESSION,
  ErrorCode.RATE_LIMITED,
);

/**
 * `GET /users/exportMyData?format=json|pdf` (decision 0057): a patient's copy of everything Curo
 * holds about them, as a JSON file or a PDF to read.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/users/exportMyData',
    {
      config: {
        access: ['patient'],
        masked: 'deny',
        // Each download reads the whole record (and draws a PDF): a few an hour, per patient. The
        // count runs after the guard, so it is the patient's own whichever network they are on.
        rateLimit: {
          max: PRIVACY_EXPORTS_PER_WINDOW,
          timeWindow: PRIVACY_EXPORT_WINDOW_MS,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `privacy-export:${request.principal?.userId ?? request.ip}`,
        },
      },
      schema: {
        tags: ['users'],
        summary: `Patient: download everything Curo holds about you (Australian Privacy Principle 12) as JSON or a readable PDF, as an attachment. At most ${PRIVACY_EXPORTS_PER_WINDOW} downloads an hour; each is recorded as export.my_record`,
        querystring: ZPrivacyExportQuery,
        response: {
          200: {
            description: 'Your record',
            content: {
              'application/json': { schema: ZPrivacyExport },
              'application/pdf': {
                schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const record = await exportMyRecord({
        db,
        principal: principalOf(request),
        format,
        client: clientOf(request),
      });
      if (format === 'json') {
        // Parsed against the schema on the way out: a field no part declares never leaves.
        const bytes = Buffer.from(JSON.stringify(ZPrivacyExport.parse(record), null, 2));
        return sendDocument(reply, {
          bytes,
          contentType: 'application/json; charset=utf-8',
          fileName: recordFileName(record, 'json'),
        });
      }
      const zone = record.account.profile.patientProfile?.timeZone ?? 'Australia/Sydney';
      const bytes = await renderPdf(recordFrame(record), (pdf) => drawRecord(pdf, record, zone));
      return sendDocument(reply, {
        bytes,
        contentType: 'application/pdf',
        fileName: recordFileName(record, 'pdf'),
      });
    },
  );
};
