import { ErrorCode } from '@curo/core/errors';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import { normaliseImage } from './images';

/** One uploaded file as the client sent it: only its name is kept (cleaned), never its declared type. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** A document as we store it: checked, our own copy, with a name safe to show. */
export interface CheckedDocument {
  bytes: Buffer;
  contentType: string;
  extension: 'pdf' | 'webp' | 'png';
  fileName: string;
}

/** What a kind of upload allows, and the words for each refusal. */
export interface DocumentRules {
  maxBytes: number;
  /** Content types accepted: a subset of PDF, JPEG, PNG and WebP. */
  types: readonly string[];
  /** The stem of a file whose name is empty once cleaned ("document", "attachment"). */
  fallbackName: string;
  messages: { empty: string; tooLarge: string; wrongType: string };
}

/** A file name safe to show and to put in a Content-Disposition header, with our extension. */
export function cleanName(name: string, extension: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || fallback}.${extension}`;
}

/**
 * Checks a document by its content, never its name or declared type, and makes the stored copy
 * ours: a PDF must start with `%PDF-` and is kept as sent; images are decoded and re-encoded,
 * which drops camera metadata such as GPS. Photos become WebP (a fraction of the size, still sharp
 * enough to read); PNG screenshots of results stay lossless. Empty: 400; over the limit: 413;
 * anything else, HEIC included (the image library cannot decode it): 415.
 */
export async function checkDocument(file: UploadedFile, rules: DocumentRules): Promise<CheckedDocument> {
  const wrongType = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, rules.messages.wrongType);
  if (file.bytes.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, rules.messages.empty);
  if (file.bytes.length > rules.maxBytes)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, rules.messages.tooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !rules.types.includes(type.mime)) throw wrongType();
  if (type.mime === 'application/pdf') {
    if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw wrongType();
    return {
      bytes: file.bytes,
      contentType: 'application/pdf',
      extension: 'pdf',
      fileName: cleanName(file.fileName, 'pdf', rules.fallbackName),
    };
  }
  const format = type.mime === 'image/png' ? 'png' : 'webp';
  const bytes = await normaliseImage(file.bytes, {
    format,
    maxWidth: 4096,
    maxHeight: 4096,
    maxBytes: rules.maxBytes,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 415) throw wrongType();
    throw error;
  });
  return {
    bytes,
    contentType: `image/${format}`,
    extension: format,
    fileName: cleanName(file.fileName, format, rules.fallbackName),
  };
}

/**
 * Answers a stored document as a download, in its own type and never cached. Its name goes in
 * `attachment` twice: an ASCII fallback for old clients and the exact name as UTF-8 (RFC 6266 /
 * 5987), since a header may not carry other characters as they are. (Helmet adds `nosniff`.)
 */
export function sendDocument(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
