import {
  OFFLINE_FILE_TYPES,
  OFFLINE_MAX_FILE_BYTES,
  OFFLINE_MAX_FILES_TOTAL,
  requestMessages,
} from '@curo/core/scheduling-requests';

/** What the file picker offers: PDF, JPEG and PNG, by extension and by type (phones differ). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const TYPES: ReadonlySet<string> = new Set(OFFLINE_FILE_TYPES);
const byName = /\.(pdf|jpe?g|png)$/i;

/**
 * At most this many documents on one consult, all uploads together (the API answers 400 with the
 * count when a later upload would pass it).
 */
export const DOCUMENTS_PER_CONSULT = OFFLINE_MAX_FILES_TOTAL;

/** What is wrong with one chosen file, if anything (the server checks the content again). */
export function fileProblem(file: File): string | null {
  if (file.size > OFFLINE_MAX_FILE_BYTES) return requestMessages.fileTooLarge;
  if (file.size === 0) return 'This file is empty';
  if (!(TYPES.has(file.type) || (file.type === '' && byName.test(file.name))))
    return requestMessages.fileWrongType;
  return null;
}
