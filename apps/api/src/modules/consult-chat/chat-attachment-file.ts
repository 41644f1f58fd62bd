import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, chatMessages } from '@curo/core/chat';
import { ErrorCode } from '@curo/core/errors';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';
import { normaliseImage } from '../../platform/storage/images';

/** An uploaded file as the client sent it: only its name is kept (cleaned), never its declared type. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface CheckedAttachment {
  bytes: Buffer;
  contentType: string;
  extension: 'pdf' | 'webp' | 'png';
  fileName: string;
}

const wrongType = () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, chatMessages.attachmentWrongType);

/** A file name safe to show and to put in a Content-Disposition header, with our extension. */
function cleanName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'attachment'}.${extension}`;
}

/**
 * Checks an attachment by its content, never its name or declared type, and makes the stored copy
 * ours: a PDF must start with `%PDF-` and is kept as sent; JPEG, PNG and WebP images are decoded
 * and re-encoded (dropping camera metadata such as GPS), photos as WebP and PNG screenshots as
 * PNG. HEIC is refused (415): the image library cannot decode it. Over 10 MB: 413.
 */
export async function checkAttachment(file: UploadedFile): Promise<CheckedAttachment> {
  if (file.bytes.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, chatMessages.attachmentMissing);
  if (file.bytes.length > CHAT_ATTACHMENT_MAX_BYTES)
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, chatMessages.attachmentTooLarge);
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(type.mime)) throw wrongType();
  if (type.mime === 'application/pdf') {
    if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw wrongType();
    return {
      bytes: file.bytes,
      contentType: 'application/pdf',
      extension: 'pdf',
      fileName: cleanName(file.fileName, 'pdf'),
    };
  }
  const format = type.mime === 'image/png' ? 'png' : 'webp';
  const bytes = await normaliseImage(file.bytes, {
    format,
    maxWidth: 4096,
    maxHeight: 4096,
    maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 415) throw wrongType();
    throw error;
  });
  return {
    bytes,
    contentType: `image/${format}`,
    extension: format,
    fileName: cleanName(file.fileName, format),
  };
}
