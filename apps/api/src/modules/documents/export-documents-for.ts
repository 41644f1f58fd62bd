import type { TClinicalDocument } from '@curo/core/documents';
import type { Executor } from '../../db/client';
import { toDocumentDto } from './document-dto';
import { listPatientDocuments } from './documents.repository';

const BATCH = 200;

/**
 * The documents issued to the patient (certificates, referral letters, summaries) for their copy of
 * their record (decision 0057): what each is, who issued it and when; each PDF downloads from
 * `/documents` as before.
 */
export async function exportDocumentsFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TClinicalDocument[]> {
  const documents: TClinicalDocument[] = [];
  for (let page = 1; ; page++) {
    const { rows, total } = await listPatientDocuments(db, patientId, { page, pageSize: BATCH });
    documents.push(...rows.map(toDocumentDto));
    if (rows.length < BATCH || page * BATCH >= total) return documents;
  }
}
