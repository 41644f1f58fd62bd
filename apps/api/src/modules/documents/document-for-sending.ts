import { documentKindLabels, documentWords } from '@curo/core/documents';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { assertMaySend } from './documents.policy';
import { findDocument } from './documents.repository';

/** What another module needs to know of a document it is about to send on (pharmacies, decision 0066). */
export interface DocumentForSending {
  id: string;
  appointmentId: string;
  /** The account holder, whose choices (their preferred pharmacy) apply. */
  patientId: string;
  doctorId: string;
  title: string;
  patientName: string;
  doctorName: string;
}

/**
 * One document as its sender sees it: the doctor who issued it or its patient (404 for anyone
 * else, as `sendDocumentEmail` has it). Reads nothing of its content.
 */
export async function documentForSending({
  db,
  principal,
  documentId,
}: {
  db: Db;
  principal: Principal;
  documentId: string;
}): Promise<DocumentForSending> {
  const row = await findDocument(db, documentId);
  if (!row) throw notFound(documentWords.notFound);
  assertMaySend(principal, row);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    doctorId: row.doctorId,
    title: documentKindLabels[row.kind],
    patientName: row.patientName,
    doctorName: row.doctorName,
  };
}
