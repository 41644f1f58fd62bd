import type { TReceivedFax } from '@curo/core/faxes';
import type { Executor } from '../../db/client';
import { toReceivedFaxDto } from './fax-dto';
import { listPatientFaxes } from './faxes.repository';

/**
 * The faxes filed into the patient's record (letters, results) for their copy of it (decision
 * 0057): who sent each, when, and how it was filed. A fax deleted from the record is no longer held
 * about them and is left out.
 */
export async function exportFaxesFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TReceivedFax[]> {
  return (await listPatientFaxes(db, patientId)).map(toReceivedFaxDto);
}
