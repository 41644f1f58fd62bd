import { ErrorCode } from '@curo/core/errors';
import { uploadMessages } from '@curo/core/users';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * What `uploadedBytes` answers besides the file: 400 without one, 413 beyond the limit, 415 for a
 * body that is not multipart. For a route's documented codes (`errorResponses`).
 */
export const UPLOAD_ERROR_CODES = [
  ErrorCode.VALIDATION_ERROR,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.UNSUPPORTED_MEDIA_TYPE,
] as const;

/**
 * The one file of a multipart upload, read into memory up to the limit `@fastify/multipart` was
 * registered with (413 beyond it). Its declared name and type are ignored: callers check the bytes.
 */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, uploadMessages.wrongType);
  const file = await request.file();
  if (!file) throw new AppError(ErrorCode.VALIDATION_ERROR, uploadMessages.missing);
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, uploadMessages.tooLarge);
    throw error;
  });
}

/**
 * Lets a plugin's routes take one uploaded file of at most `maxBytes` and nothing else in the
 * body; read it with `uploadedBytes`.
 */
export async function acceptSingleFileUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
}
