import { documentWords, normaliseVerificationCode, type TDocumentVerification } from '@curo/core/documents';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toVerificationDto } from './document-dto';
import { findDocumentByCode } from './documents.repository';

/**
 * `GET /documents/verify/{code}` (public): who issued what kind of document and when, the
 * certificate's days and the patient's initials; never what it says. A code as typed is read
 * leniently (case, dashes, O for 0); an unknown code is 404.
 */
export async function verifyDocument({ db, code }: { db: Db; code: string }): Promise<TDocumentVerification> {
  const normalised = normaliseVerificationCode(code);
  const row = normalised ? await findDocumentByCode(db, normalised) : undefined;
  if (!row) throw notFound(documentWords.unknownCode);
  return toVerificationDto(row);
}
