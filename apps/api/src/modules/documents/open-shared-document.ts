import { documentWords } from '@curo/core/documents';
import { ErrorCode } from '@curo/core/errors';
import type { Db } from '../../db/client';
import type { ClientContext } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { auditedChange } from '../audit';
import { documentFileName } from './document-dto';
import { consumeShare, findDocument, findShareByTokenHash } from './documents.repository';
import { storedPdf } from './get-document-pdf';
import { tokenHashOf } from './send-document-email';

/**
 * `GET /documents/shared/{token}` (public, the link in the email): the document as issued, once.
 * The first download uses the link up (recorded with its time and IP, and audited); after that, or
 * once it has expired, it answers 410 with words that say to ask the sender for a new link. A
 * token that was never sent is 404.
 */
export async function openSharedDocument({
  db,
  storage,
  token,
  client,
}: {
  db: Db;
  storage: FileStorage;
  token: string;
  client: ClientContext;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const share = await findShareByTokenHash(db, tokenHashOf(token));
  if (!share) throw notFound(documentWords.notFound);
  if (share.usedAt) throw new AppError(ErrorCode.LINK_USED, documentWords.linkUsed);
  const now = new Date();
  if (share.expiresAt.getTime() <= now.getTime())
    throw new AppError(ErrorCode.LINK_EXPIRED, documentWords.linkExpired);
  const document = await findDocument(db, share.documentId);
  if (!document) throw notFound(documentWords.notFound);
  const consumed = await auditedChange(
    db,
    (tx) => consumeShare(tx, share.id, { at: now, ip: client.ip }),
    (won) =>
      won
        ? {
            action: 'document.downloaded',
            actorId: null,
            subjectUserId: document.patientId,
            recordType: 'clinical_document',
            recordId: document.id,
            context: client,
            details: { shareId: share.id, recipient: share.recipient, email: share.email },
            at: now,
          }
        : null,
  );
  if (!consumed) throw new AppError(ErrorCode.LINK_USED, documentWords.linkUsed);
  return { pdf: await storedPdf(storage, document), fileName: documentFileName(document) };
}
