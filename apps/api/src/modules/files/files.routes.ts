import { Readable } from 'node:stream';
import { ErrorCode } from '@curo/core/errors';
import {
  FILE_UPLOAD_MAX_BYTES,
  fileMessages,
  ZFileQuery,
  ZStoredFile,
  ZStoredFileList,
} from '@curo/core/files';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { sendDocument } from '../../platform/storage/documents';
import type { FileStorage } from '../../platform/storage/file-storage';
import { UPLOAD_ERROR_CODES, uploadedForm } from '../../platform/storage/uploaded-file';
import { playRecording } from '../consult-room';
import { deleteFile } from './delete-file';
import { downloadFile } from './download-file';
import { kindOf } from './files.policy';
import { listFiles, recordingFileName } from './list-files';
import { uploadFile } from './upload-file';

const { VALIDATION_ERROR, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND, RATE_LIMITED } =
  ErrorCode;

const ZKind = z.object({ kind: z.string().max(40) });
const ZKindFile = z.object({ kind: z.string().max(40), fileId: z.string().uuid() });
const ZContainer = z.object({ name: z.string().max(40) });
const ZContainerFile = z.object({ name: z.string().max(40), file: z.string().uuid() });

const KINDS =
  "`referrals` (a consult's referral letters: its patient, treating clinicians and admins; `?appointmentId=`), `masters` (a doctor's own letter templates), `temp` (the uploader's own, removed after 24 hours) or `call-recordings` (the consult room's recordings: listed and downloaded, never uploaded here); any other name: 404";
const UPLOAD = `One file in the multipart field \`file\` (no other fields). Its content decides its type, never its name: referrals and temp files a PDF, JPEG, PNG or WebP (images are re-encoded, dropping camera metadata), templates a PDF or Word .docx; anything else 415. Referrals and temp files at most 10 MB, templates 5 MB (413). Stored under a random key; a referral's upload is audited. Kinds: ${KINDS}`;
const DOWNLOAD =
  'The file as an attachment, in its stored type, never cached, with `X-Content-Type-Options: nosniff`. 404 for anyone its kind does not allow, as for a file that does not exist. Every download of a referral or a call recording is audited';

const uploadErrors = errorResponses(
  ...UPLOAD_ERROR_CODES,
  BAD_REQUEST,
  UNAUTHORIZED,
  FORBIDDEN,
  MASKED_SESSION,
  NOT_FOUND,
  RATE_LIMITED,
);
const readErrors = errorResponses(
  VALIDATION_ERROR,
  BAD_REQUEST,
  UNAUTHORIZED,
  FORBIDDEN,
  NOT_FOUND,
  RATE_LIMITED,
);
const fileBody = {
  description: 'The file, in its stored type',
  content: {
    '*/*': {
      schema: z
        .union([z.instanceof(Buffer), z.instanceof(Readable)])
        .meta({ type: 'string', format: 'binary' }),
    },
  },
};

/**
 * The file store (spec §7 `/fileUploads`, `/containers/{name}`; decision 0040): upload, list,
 * download and remove referral letters, doctors' letter templates and temp files, and list and
 * download the consult room's call recordings. `/containers/{name}/upload` and
 * `/containers/{name}/download/{file}` are the generic form of the same store, container by kind.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db; hub: RealtimeHub; storage: FileStorage }> = async (
  app,
  { db, hub, storage },
) => {
  // One file of at most the largest kind's limit, and nothing else; each kind checks its own.
  await app.register(multipart, {
    limits: { fileSize: FILE_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const tags = ['files'];

  const upload = async (request: FastifyRequest, kindName: string, appointmentId: string | undefined) => {
    const kind = kindOf(kindName);
    const form = await uploadedForm(request, {
      fileField: 'file',
      messages: {
        notMultipart: fileMessages.notMultipart,
        wrongField: fileMessages.wrongField,
        tooLarge: `That file is larger than ${FILE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
        tooManyFiles: fileMessages.tooManyFiles,
        tooManyFields: fileMessages.tooManyFields,
      },
    });
    return uploadFile({
      db,
      storage,
      principal: principalOf(request),
      kind,
      appointmentId,
      file: form.files[0],
      client: clientOf(request),
    });
  };

  const download = async (request: FastifyRequest, reply: FastifyReply, kindName: string, fileId: string) => {
    const kind = kindOf(kindName);
    const principal = principalOf(request);
    const client = clientOf(request);
    if (kind === 'call-recordings') {
      const played = await playRecording({ db, storage, principal, recordingId: fileId, client });
      return reply
        .type(played.contentType)
        .header('content-length', played.sizeBytes)
        .header(
          'content-disposition',
          `attachment; filename="${recordingFileName(played.startedAt.toISOString())}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(played.body);
    }
    const file = await downloadFile({ db, storage, principal, kind, fileId, client });
    return sendDocument(reply.header('x-content-type-options', 'nosniff'), file);
  };

  const uploadConfig = {
    access: 'authenticated',
    masked: 'deny',
    rateLimit: { max: 30, timeWindow: 60_000 },
  } as const;
  const readConfig = { access: 'authenticated', rateLimit: { max: 120, timeWindow: 60_000 } } as const;

  app.post(
    '/fileUploads/:kind',
    {
      config: uploadConfig,
      schema: {
        tags,
        summary: `Upload a file of \`kind\`: 201 with the stored file. ${UPLOAD}`,
        consumes: ['multipart/form-data'],
        params: ZKind,
        querystring: ZFileQuery,
        response: { 201: ZStoredFile, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await upload(request, request.params.kind, request.query.appointmentId)),
  );

  app.get(
    '/fileUploads/:kind',
    {
      config: readConfig,
      schema: {
        tags,
        summary: `The files of \`kind\` the caller may see, oldest first: a consult's referrals or call recordings (\`?appointmentId=\`, required; a clinician's or admin's listing is audited), the caller's own templates (an admin: \`?ownerId=\` a doctor's) or temp files. ${KINDS}`,
        params: ZKind,
        querystring: ZFileQuery,
        response: { 200: ZStoredFileList, ...readErrors },
      },
    },
    async (request) =>
      listFiles({
        db,
        hub,
        principal: principalOf(request),
        kind: kindOf(request.params.kind),
        appointmentId: request.query.appointmentId,
        ownerId: request.query.ownerId,
        client: clientOf(request),
      }),
  );

  app.get(
    '/fileUploads/:kind/:fileId',
    {
      config: readConfig,
      schema: {
        tags,
        summary: `Download a file of \`kind\`. ${DOWNLOAD}`,
        params: ZKindFile,
        response: { 200: fileBody, ...readErrors },
      },
    },
    async (request, reply) => download(request, reply, request.params.kind, request.params.fileId),
  );

  app.delete(
    '/fileUploads/:kind/:fileId',
    {
      config: { ...uploadConfig },
      schema: {
        tags,
        summary:
          'Remove a file: whoever uploaded it, or an admin (not a temp file, which only its owner sees); 404 for anyone else. Removing a referral is audited. 204',
        params: ZKindFile,
        response: { 204: z.null().describe('Removed'), ...uploadErrors },
      },
    },
    async (request, reply) => {
      await deleteFile({
        db,
        storage,
        principal: principalOf(request),
        kind: kindOf(request.params.kind),
        fileId: request.params.fileId,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/containers/:name/upload',
    {
      config: uploadConfig,
      schema: {
        tags,
        summary: `The generic form of \`POST /fileUploads/{kind}\`: upload to container \`name\`. ${UPLOAD}`,
        consumes: ['multipart/form-data'],
        params: ZContainer,
        querystring: ZFileQuery,
        response: { 201: ZStoredFile, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await upload(request, request.params.name, request.query.appointmentId)),
  );

  app.get(
    '/containers/:name/download/:file',
    {
      config: readConfig,
      schema: {
        tags,
        summary: `The generic form of \`GET /fileUploads/{kind}/{id}\`: download \`file\` (its id) from container \`name\`. ${DOWNLOAD}`,
        params: ZContainerFile,
        response: { 200: fileBody, ...readErrors },
      },
    },
    async (request, reply) => download(request, reply, request.params.name, request.params.file),
  );
};
