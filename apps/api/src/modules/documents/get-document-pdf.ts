import { documentWords } from '@curo/core/documents';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { documentFileName } from './document-dto';
import { assertMaySeeDocument, auditsDocumentRead } from './documents.policy';
import { type DocumentRow, findDocument } from './documents.repository';

/**
 * The PDF as it was issued, from private storage. The retention job removes the PDFs of a closed
 * account's documents and keeps their rows (decision 0058): those answer 404 with a message
 * saying so, as a missing file does everywhere else.
 */
export async function storedPdf(storage: FileStorage, row: DocumentRow): Promise<Buffer> {
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound(documentWords.pdfNotKept);
  return bytes;
}

/**
 * `GET /documents/{id}/pdf`: the document as issued, for its patient, the doctor who issued it and
 * admins (404 for anyone else). Staff downloads are reads of the patient's record, and audited.
 */
export async function getDocumentPdf({
  db,
  storage,
  principal,
  documentId,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  documentId: string;
  client: ClientContext;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findDocument(db, documentId);
  if (!row) throw notFound(documentWords.notFound);
  assertMaySeeDocument(principal, row);
  const pdf = await storedPdf(storage, row);
  if (auditsDocumentRead(principal, row))
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: row.patientId,
      recordType: 'clinical_document',
      recordId: row.id,
      context: client,
      details: { kind: row.kind, appointmentId: row.appointmentId },
    });
  return { pdf, fileName: documentFileName(row) };
}
