import {
  ZClinicalDocument,
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentShare,
  ZDocumentVerification,
  ZIssueDocument,
  ZSendDocumentEmail,
} from '@curo/core/documents';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { sendDocument } from '../../platform/storage/documents';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { DocumentIssuer } from './document-pdf';
import { getDocumentPdf } from './get-document-pdf';
import { type IssueSettings, issueDocument, previewDocument } from './issue-document';
import { getConsultDocuments, getMyDocuments } from './list-documents';
import { openSharedDocument } from './open-shared-document';
import { sendDocumentEmail } from './send-document-email';
import { verifyDocument } from './verify-document';

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const ZId = z.object({ id: z.string().uuid() });
const DOCTORS = ['doctor', 'instantDoctor'] as const;
/** Drawing a PDF takes the CPU for a moment. */
const PDF_RATE = { max: 30, timeWindow: 60_000 };

export interface DocumentsRouteOptions {
  db: Db;
  storage: FileStorage;
  mail: MailDelivery;
  issuer: DocumentIssuer;
  publicUrl: string;
  settings: { certificateMaxBackdateDays: number; linkTtlDays: number };
}

/** Clinical documents (issue 14, items 2 and 3; decision 0039). */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRouteOptions> = async (
  app,
  { db, storage, mail, issuer, publicUrl, settings },
) => {
  const tags = ['documents'];
  const issueSettings: IssueSettings = {
    issuer,
    publicUrl: publicUrl.replace(/\/$/, ''),
    certificateMaxBackdateDays: settings.certificateMaxBackdateDays,
  };

  app.post(
    '/appointments/:id/clinical-documents',
    {
      config: { access: DOCTORS, masked: 'deny', rateLimit: PDF_RATE },
      schema: {
        tags,
        summary:
          'The consult’s doctor issues a medical certificate, referral letter or consult summary (PDF kept as issued)',
        params: ZId,
        body: ZIssueDocument,
        response: {
          201: ZClinicalDocument,
          ...errors,
          ...errorResponses(ErrorCode.INVALID_STATE, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const document = await issueDocument({
        db,
        storage,
        principal: principalOf(request),
        appointmentId: request.params.id,
        body: request.body,
        settings: issueSettings,
        client: clientOf(request),
      });
      return reply.code(201).send(document);
    },
  );

  app.post(
    '/appointments/:id/clinical-documents/preview',
    {
      config: { access: DOCTORS, masked: 'deny', rateLimit: PDF_RATE },
      schema: {
        tags,
        summary: 'The document as it would be issued, marked “PREVIEW — not issued”; nothing is stored',
        params: ZId,
        body: ZIssueDocument,
        response: {
          200: binaryResponse('application/pdf', 'The preview'),
          ...errors,
          ...errorResponses(ErrorCode.INVALID_STATE, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const pdf = await previewDocument({
        db,
        storage,
        principal: principalOf(request),
        appointmentId: request.params.id,
        body: request.body,
        settings: issueSettings,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="preview.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/appointments/:id/clinical-documents',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A consult’s documents, newest first: its doctor, its patient and admins (audited)',
        params: ZId,
        response: { 200: z.array(ZClinicalDocument), ...errors },
      },
    },
    async (request) =>
      getConsultDocuments({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        client: clientOf(request),
      }),
  );

  app.post(
    '/appointments/:id/sendDocumentEmail',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Emails a link to the document (single use, expires after DOCUMENT_LINK_TTL_DAYS) to the patient, or with the patient’s consent to a third party',
        params: ZId,
        body: ZSendDocumentEmail,
        response: { 200: ZDocumentShare, ...errors, ...errorResponses(ErrorCode.RATE_LIMITED) },
      },
    },
    async (request) =>
      sendDocumentEmail({
        db,
        mail,
        principal: principalOf(request),
        appointmentId: request.params.id,
        body: request.body,
        linkTtlDays: settings.linkTtlDays,
        client: clientOf(request),
      }),
  );

  app.get(
    '/documents',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The signed-in patient’s own documents, newest first (20 a page)',
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentList, ...errors },
      },
    },
    async (request) => getMyDocuments({ db, principal: principalOf(request), page: request.query.page }),
  );

  app.get(
    '/documents/:id/pdf',
    {
      config: { access: 'authenticated', rateLimit: PDF_RATE },
      schema: {
        tags,
        summary:
          'A document as issued (PDF): its patient, the issuing doctor and admins; staff downloads audited',
        params: ZId,
        response: {
          200: binaryResponse('application/pdf', 'The document'),
          ...errors,
          ...errorResponses(ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await getDocumentPdf({
        db,
        storage,
        principal: principalOf(request),
        documentId: request.params.id,
        client: clientOf(request),
      });
      return sendDocument(reply, { bytes: pdf, contentType: 'application/pdf', fileName });
    },
  );

  app.get(
    '/documents/verify/:code',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Public check of a verification code: who issued what and when; no health details',
        params: z.object({ code: z.string().max(40) }),
        response: {
          200: ZDocumentVerification,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.NOT_FOUND, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) => verifyDocument({ db, code: request.params.code }),
  );

  app.get(
    '/documents/shared/:token',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The emailed link: the document as issued, once (410 once used or expired); audited',
        params: z.object({ token: z.string().min(20).max(100) }),
        response: {
          200: binaryResponse('application/pdf', 'The document'),
          ...errorResponses(
            ErrorCode.VALIDATION_ERROR,
            ErrorCode.NOT_FOUND,
            ErrorCode.LINK_EXPIRED,
            ErrorCode.LINK_USED,
            ErrorCode.RATE_LIMITED,
          ),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await openSharedDocument({
        db,
        storage,
        token: request.params.token,
        client: clientOf(request),
      });
      return sendDocument(reply, { bytes: pdf, contentType: 'application/pdf', fileName });
    },
  );
};
