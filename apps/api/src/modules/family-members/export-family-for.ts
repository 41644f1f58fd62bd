import type { TFamilyMember } from '@curo/core/family';
import type { Executor } from '../../db/client';
import { listFamilyMembers } from './family-members.repository';
import { toDto } from './manage-family-members';

/** A patient's family members for their copy of their record (decision 0057), oldest entry first. */
export async function exportFamilyFor({
  db,
  patientId,
}: {
  db: Executor;
  patientId: string;
}): Promise<TFamilyMember[]> {
  return (await listFamilyMembers(db, patientId)).map(toDto);
}
