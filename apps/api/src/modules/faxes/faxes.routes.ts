import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@curo/core/errors';
import {
  FAX_VIEWS,
  faxWords,
  ZFaxId,
  ZFaxListParams,
  ZMoveReceivedFax,
  ZPatientFaxList,
  ZReceivedFax,
  ZReceivedFaxPage,
  ZUpdateReceivedFax,
} from '@curo/core/faxes';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { AppError, errorResponses } from '../../platform/errors';
import type { FaxGateway, FaxWebhookRequest } from '../../platform/fax/fax-gateway';
import { sendDocument } from '../../platform/storage/documents';
import type { FileStorage } from '../../platform/storage/file-storage';
import { uploadedForm } from '../../platform/storage/uploaded-file';
import { applyFaxWebhook } from './apply-fax-webhook';
import { deleteFax, restoreFax } from './delete-received-fax';
import { toReceivedFaxDto } from './fax-dto';
import { FAX_ADMIN_ROLES } from './faxes.policy';
import { findReceivedFax } from './faxes.repository';
import { getReceivedFaxPdf } from './get-received-fax-pdf';
import { getPatientFaxes } from './list-patient-faxes';
import { getReceivedFaxPage } from './list-received-faxes';
import { moveFax } from './move-received-fax';
import { FAX_MAX_BYTES, receiveFax } from './receive-fax';
import { updateFax } from './update-received-fax';

export interface FaxSettings {
  /** Phaxio, the development gateway, or none (production without keys: no webhook, no sending). */
  gateway: FaxGateway | null;
  /** The URL the provider posts to, exactly as it was given to it (it is part of the signature). */
  webhookUrl: string;
}

/** `POST /api/v1/ReceivedFaxes/webhook` under the public URL: given to the provider, and signed by it. */
export const faxWebhookUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/v1/ReceivedFaxes/webhook`;

const errors = errorResponses(
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
);
const writeErrors = { ...errors, ...errorResponses(ErrorCode.INVALID_STATE) };
const ZId = z.object({ id: z.string().uuid() });

/** Reads a provider's form body (multipart or urlencoded) from its raw bytes, as the standard FormData does. */
async function formOf(
  body: Buffer,
  contentType: string,
): Promise<Omit<FaxWebhookRequest, 'url' | 'signature'>> {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const blobs: Array<[string, Blob]> = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else blobs.push([name, value]);
  });
  for (const [name, blob] of blobs) files[name] = Buffer.from(await blob.arrayBuffer());
  return { fields, files };
}

/**
 * Received faxes (spec §7 `/ReceivedFaxes/update`, `/paginated/{a}/{b}/{c}`, `/move`, `/delete`;
 * issue 14 item 7; decision 0041): the provider's signed webhook, platform admins' tray, and a
 * patient's filed faxes for their treating clinicians.
 */
export const faxesRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; fax: FaxSettings }> = async (
  app,
  { db, storage, fax },
) => {
  const tags = ['faxes'];
  const admins = { access: FAX_ADMIN_ROLES };

  app.get(
    '/ReceivedFaxes/paginated/:folder/:page/:pageSize',
    {
      config: admins,
      schema: {
        tags,
        summary: `Platform admins: one page of received faxes, newest first. {a} is the folder (${FAX_VIEWS.join(', ')}), {b} the page from 1, {c} the page size (1–100)`,
        params: ZFaxListParams,
        response: { 200: ZReceivedFaxPage, ...errors },
      },
    },
    async (request) =>
      getReceivedFaxPage({ db, params: request.params, dropIn: fax.gateway?.kind === 'development' }),
  );

  app.post(
    '/ReceivedFaxes/update',
    {
      config: { ...admins, masked: 'deny' },
      schema: {
        tags,
        summary:
          'Platform admins: mark a fax read or unread, give it a label or a note (null or empty clears). Audited',
        body: ZUpdateReceivedFax,
        response: { 200: ZReceivedFax, ...writeErrors },
      },
    },
    async (request) =>
      updateFax({ db, principal: principalOf(request), client: clientOf(request), input: request.body }),
  );

  app.post(
    '/ReceivedFaxes/move',
    {
      config: { ...admins, masked: 'deny' },
      schema: {
        tags,
        summary:
          'Platform admins: file a fax into a patient’s record or one of their consults, or move it to a folder (inbox, referrals, results, other). 404 for a patient or consult that does not exist; 409 for a deleted fax. Audited',
        body: ZMoveReceivedFax,
        response: { 200: ZReceivedFax, ...writeErrors },
      },
    },
    async (request) =>
      moveFax({ db, principal: principalOf(request), client: clientOf(request), input: request.body }),
  );

  app.post(
    '/ReceivedFaxes/delete',
    {
      config: { ...admins, masked: 'deny' },
      schema: {
        tags,
        summary: 'Platform admins: delete a fax (restorable for 30 days, then purged with its PDF). Audited',
        body: ZFaxId,
        response: { 200: ZReceivedFax, ...writeErrors },
      },
    },
    async (request) =>
      deleteFax({ db, principal: principalOf(request), client: clientOf(request), id: request.body.id }),
  );

  app.post(
    '/ReceivedFaxes/restore',
    {
      config: { ...admins, masked: 'deny' },
      schema: {
        tags,
        summary:
          'Platform admins: bring a deleted fax back where it was, within its 30 days. 409 when it is not deleted. Audited',
        body: ZFaxId,
        response: { 200: ZReceivedFax, ...writeErrors },
      },
    },
    async (request) =>
      restoreFax({ db, principal: principalOf(request), client: clientOf(request), id: request.body.id }),
  );

  app.get(
    '/ReceivedFaxes/:id/pdf',
    {
      config: {
        access: ['admin', 'doctor', 'nurse', 'instantDoctor'],
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          'A received fax’s PDF: platform admins any; a clinician treating the patient it is filed under, that one (404 otherwise). Every read audited',
        params: ZId,
        response: { 200: binaryResponse('application/pdf', 'The fax'), ...errors },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await getReceivedFaxPdf({
        db,
        storage,
        principal: principalOf(request),
        client: clientOf(request),
        id: request.params.id,
      });
      return sendDocument(reply, { bytes, contentType: 'application/pdf', fileName });
    },
  );

  app.get(
    '/ReceivedFaxes/patient/:patientId',
    {
      config: { access: ['admin', 'doctor', 'nurse', 'instantDoctor'] },
      schema: {
        tags,
        summary:
          'The faxes filed into a patient’s record, newest first: admins and the clinicians treating the patient (404 otherwise). Audited',
        params: z.object({ patientId: z.string().uuid() }),
        response: { 200: ZPatientFaxList, ...errors },
      },
    },
    async (request) =>
      getPatientFaxes({
        db,
        principal: principalOf(request),
        client: clientOf(request),
        patientId: request.params.patientId,
      }),
  );

  // The provider signs what it sends: this route reads the body raw, in a scope of its own, and
  // parses the form itself after the signature is checked against it.
  await app.register(async (raw) => {
    const keep = (_request: unknown, body: Buffer, done: (err: null, body: Buffer) => void) =>
      done(null, body);
    const bodyLimit = FAX_MAX_BYTES + 1024 * 1024;
    raw.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, keep);
    raw.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit }, keep);
    raw.post(
      '/ReceivedFaxes/webhook',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
        bodyLimit,
        schema: {
          tags,
          summary:
            'Phaxio’s callbacks (received faxes with their PDF; sent faxes’ status), signed with FAX_WEBHOOK_SECRET in X-Phaxio-Signature: each applied once; 401 when the signature is missing or wrong (nothing stored); 404 when no provider is set up',
          headers: z.object({ 'x-phaxio-signature': z.string().max(200).optional() }),
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.enum(['stored', 'updated', 'replayed', 'ignored']),
            }),
            ...errorResponses(ErrorCode.UNAUTHORIZED, ErrorCode.NOT_FOUND, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
          },
        },
      },
      async (request) => {
        const gateway = fax.gateway;
        if (!gateway || gateway.kind === 'development')
          throw new AppError(ErrorCode.NOT_FOUND, faxWords.webhookOff);
        const refuse = () => new AppError(ErrorCode.UNAUTHORIZED, faxWords.badSignature);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw refuse();
        const form = await formOf(body, String(request.headers['content-type'])).catch(() => {
          throw refuse();
        });
        const webhook: FaxWebhookRequest = {
          url: fax.webhookUrl,
          ...form,
          signature: request.headers['x-phaxio-signature'] as string | undefined,
        };
        if (!gateway.verifyWebhook(webhook)) throw refuse();
        const event = gateway.parseWebhook(webhook);
        if (!event) return { received: true as const, outcome: 'ignored' as const };
        const outcome = await applyFaxWebhook({ db, storage, gateway, event });
        return { received: true as const, outcome };
      },
    );
  });

  // Development without a provider: an admin drops a PDF in as a received fax (decision 0041).
  if (fax.gateway?.kind === 'development')
    await app.register(async (dev) => {
      await dev.register(multipart, {
        limits: { fileSize: FAX_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
      });
      dev.post(
        '/ReceivedFaxes/dev/receive',
        {
          config: { ...admins, masked: 'deny' },
          schema: {
            tags: ['development'],
            summary:
              'Development only (no fax provider set up): platform admins drop a PDF in as a received fax: field `file` (a PDF, by content), optional `from` (a fax number). Marked as a development fax',
            consumes: ['multipart/form-data'],
            response: {
              201: ZReceivedFax,
              ...errors,
              ...errorResponses(ErrorCode.PAYLOAD_TOO_LARGE, ErrorCode.UNSUPPORTED_MEDIA_TYPE),
            },
          },
        },
        async (request, reply) => {
          const { fields, files } = await uploadedForm(request, {
            fileField: 'file',
            messages: {
              notMultipart: 'Send the PDF as multipart/form-data',
              wrongField: 'Attach the PDF in the `file` field',
              tooLarge: 'This fax is too large',
              tooManyFiles: 'Attach one PDF',
              tooManyFields: 'Send the PDF with at most `from` beside it',
            },
          });
          const [file] = files;
          if (!file) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Attach the PDF in the `file` field');
          const from = fields.from?.trim().slice(0, 32) || null;
          const { id } = await receiveFax({
            db,
            storage,
            fax: {
              source: 'development',
              providerFaxId: `dev-${randomUUID()}`,
              fromNumber: from,
              toNumber: null,
              pages: null,
              receivedAt: new Date(),
              pdf: file.bytes,
            },
          });
          const row = id ? await findReceivedFax(db, id) : undefined;
          if (!row) throw new AppError(ErrorCode.NOT_FOUND, faxWords.notFound);
          return reply.status(201).send(toReceivedFaxDto(row));
        },
      );
    });
};
