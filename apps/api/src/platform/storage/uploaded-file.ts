import { ErrorCode } from '@curo/core/errors';
import { uploadMessages } from '@curo/core/users';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseControlCharacters } from '../control-characters';
import { AppError } from '../errors';
import type { UploadedFile } from './documents';

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

/** What a multipart form takes files in, and the words for each refusal. */
export interface UploadedFormRules {
  /** The one field that takes files: a file in any other is refused (400 `wrongField`). */
  fileField: string;
  messages: {
    /** The body is not multipart (415). */
    notMultipart: string;
    wrongField: string;
    /** A file is over the size limit (413). */
    tooLarge: string;
    /** More files (`tooManyFiles`), or more fields or parts (`tooManyFields`), than the limits (400). */
    tooManyFiles: string;
    tooManyFields: string;
  };
}

/**
 * The files and the text fields (blank ones left out) of a multipart form, read into memory up to
 * the limits `@fastify/multipart` was registered with. Its text is checked for control characters
 * here: it is not the parsed body the global check reads.
 */
export async function uploadedForm(
  request: FastifyRequest,
  rules: UploadedFormRules,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const { messages } = rules;
  if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, messages.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== rules.fileField)
          throw new AppError(ErrorCode.VALIDATION_ERROR, messages.wrongField);
        files.push({ fileName: part.filename, bytes });
      } else if (typeof part.value === 'string' && part.value.trim() !== '') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, messages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError(ErrorCode.VALIDATION_ERROR, messages.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(ErrorCode.VALIDATION_ERROR, messages.tooManyFields);
    throw error;
  }
  refuseControlCharacters(fields);
  return { fields, files };
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
