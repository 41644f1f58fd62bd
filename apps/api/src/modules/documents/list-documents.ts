import { DOCUMENTS_PAGE_SIZE, type TClinicalDocument, type TDocumentList } from '@curo/core/documents';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import { toDocumentDto } from './document-dto';
import { assertMaySeeConsultDocuments } from './documents.policy';
import { findConsultForDocuments, listConsultDocuments, listPatientDocuments } from './documents.repository';

/**
 * `GET /appointments/{id}/clinical-documents`: a consult's documents, newest first, for its doctor, its
 * patient and admins (404 for anyone else). An admin's look is a read of the patient's record.
 */
export async function getConsultDocuments({
  db,
  principal,
  appointmentId,
  client,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  client: ClientContext;
}): Promise<TClinicalDocument[]> {
  const consult = await findConsultForDocuments(db, appointmentId);
  if (!consult) throw notFound('Appointment not found');
  assertMaySeeConsultDocuments(principal, consult);
  const rows = await listConsultDocuments(db, appointmentId);
  if (principal.role === 'admin' && principal.userId !== consult.patientId)
    await recordAuditEvent({
      db,
      action: 'patient.record_viewed',
      ...actorsOf(principal),
      subjectUserId: consult.patientId,
      recordType: 'clinical_documents',
      recordId: appointmentId,
      context: client,
      details: { documents: rows.length },
    });
  return rows.map(toDocumentDto);
}

/** `GET /documents?page=`: the signed-in person's own documents as a patient, newest first, 20 a page. */
export async function getMyDocuments({
  db,
  principal,
  page,
}: {
  db: Db;
  principal: Principal;
  page: number;
}): Promise<TDocumentList> {
  const { rows, total } = await listPatientDocuments(db, principal.userId, {
    page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });
  return { items: rows.map(toDocumentDto), total, page, pageSize: DOCUMENTS_PAGE_SIZE };
}
