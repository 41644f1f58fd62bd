import { ErrorCode } from '@curo/core/errors';
import { PROFILE_PICTURE_MAX_BYTES, ZUserDetail } from '@curo/core/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { errorResponses, notFound } from '../../platform/errors';
import { type FileStorage, PUBLIC_FOLDERS } from '../../platform/storage/file-storage';
import {
  acceptSingleFileUploads,
  UPLOAD_ERROR_CODES,
  uploadedBytes,
} from '../../platform/storage/uploaded-file';
import { readEsign, uploadEsign, uploadProfilePicture } from './profile-files';

const ZId = z.object({ id: z.string().uuid() });
const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND } = ErrorCode;
/**
 * An image for one user: 403 for someone the caller may see but not change (or a role the route
 * is not for), 404 for anyone else; 400 without a file (or, for a signature, not a doctor's), 413
 * beyond 5 MB, 415 for a body not multipart or a file not a JPEG, PNG or WebP; 429 past the limit.
 */
const uploadErrors = errorResponses(
  ...UPLOAD_ERROR_CODES,
  UNAUTHORIZED,
  FORBIDDEN,
  NOT_FOUND,
  ErrorCode.RATE_LIMITED,
);

/** Profile pictures, e-signatures and the public files they are served from. */
export const profileFilesRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  // A multipart body never holds more than one file of at most 5 MB, and no other fields.
  await acceptSingleFileUploads(app, PROFILE_PICTURE_MAX_BYTES);
  const tags = ['users'];

  app.post(
    '/users/:id/uploadProfilePicture',
    {
      config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Upload a profile picture (JPEG, PNG or WebP, at most 5 MB; field `file`)',
        consumes: ['multipart/form-data'],
        params: ZId,
        response: { 200: ZUserDetail, ...uploadErrors },
      },
    },
    async (request) =>
      uploadProfilePicture({
        db,
        storage,
        principal: principalOf(request),
        id: request.params.id,
        bytes: await uploadedBytes(request),
        client: clientOf(request),
      }),
  );

  app.post(
    '/users/:id/upload-esign',
    {
      config: { access: ['doctor', 'instantDoctor', 'admin'], rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Upload a doctor's signature image (JPEG, PNG or WebP, at most 5 MB; field `file`)",
        consumes: ['multipart/form-data'],
        params: ZId,
        response: { 200: ZUserDetail, ...uploadErrors },
      },
    },
    async (request) =>
      uploadEsign({
        db,
        storage,
        principal: principalOf(request),
        id: request.params.id,
        bytes: await uploadedBytes(request),
        client: clientOf(request),
      }),
  );

  app.get(
    '/users/:id/esign',
    {
      config: { access: ['doctor', 'instantDoctor', 'admin'] },
      schema: {
        tags,
        summary: "The doctor's signature image (theirs and admins' only)",
        params: ZId,
        response: {
          200: binaryResponse('image/png', 'The signature, as a PNG'),
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND),
        },
      },
    },
    async (request, reply) => {
      const bytes = await readEsign({ db, storage, principal: principalOf(request), id: request.params.id });
      return reply.type('image/png').header('cache-control', 'private, no-store').send(bytes);
    },
  );

  app.get(
    '/files/:folder/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A public image: profile picture, content image or logo (random names, cached for a year)',
        params: z.object({
          folder: z.enum(PUBLIC_FOLDERS),
          name: z.string().regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/),
        }),
        response: {
          200: binaryResponse('image/webp', 'The image, as WebP'),
          ...errorResponses(VALIDATION_ERROR, NOT_FOUND),
        },
      },
    },
    async (request, reply) => {
      const bytes = await storage.get(`${request.params.folder}/${request.params.name}`);
      if (!bytes) throw notFound('File not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
