import type { TStoredFile } from '@curo/core/files';
import type { Executor } from '../../db/client';
import { toFileDto } from './file-dto';
import { filesOfPatient } from './files.repository';

/**
 * The files in the patient's health record for their copy of it (decision 0057): what each is, who
 * uploaded it and the path it downloads from (signed in), never the file itself nor where it is kept.
 */
export async function exportFilesFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TStoredFile[]> {
  return (await filesOfPatient(db, patientId)).map(toFileDto);
}
