import { ErrorCode } from '@curo/core/errors';
import { DOCX, FILE_RULES, fileMessages, type TUploadableKind } from '@curo/core/files';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';
import { checkDocument, cleanName, type UploadedFile } from '../../platform/storage/documents';
import type { StorageExtension } from '../../platform/storage/file-storage';

const FALLBACK: Record<TUploadableKind, string> = {
  referrals: 'referral',
  masters: 'template',
  temp: 'file',
};

/**
 * Checks an upload of `kind` by its bytes (decision 0040): empty 400, over the kind's limit 413,
 * content of a type the kind does not take 415 (a file named `.pdf` that is really HTML included).
 * PDFs and Word files are kept as sent; images are re-encoded (camera metadata dropped).
 */
export async function checkUpload(
  kind: TUploadableKind,
  file: UploadedFile,
): Promise<{ bytes: Buffer; contentType: string; extension: StorageExtension; fileName: string }> {
  const rules = FILE_RULES[kind];
  const messages = fileMessages[kind];
  if (file.bytes.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, messages.empty);
  if (file.bytes.length > rules.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, messages.tooLarge);
  if (rules.types.includes(DOCX)) {
    const type = await fileTypeFromBuffer(file.bytes);
    if (type?.mime === DOCX)
      return {
        bytes: file.bytes,
        contentType: DOCX,
        extension: 'docx',
        fileName: cleanName(file.fileName, 'docx', FALLBACK[kind]),
      };
  }
  return checkDocument(file, {
    maxBytes: rules.maxBytes,
    types: rules.types.filter((type) => type !== DOCX),
    fallbackName: FALLBACK[kind],
    messages,
  });
}
