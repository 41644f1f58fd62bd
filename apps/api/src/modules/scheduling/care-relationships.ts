import type { Executor } from '../../db/client';
import { patientsInConsultWith } from './appointments.repository';

/**
 * Whether a clinician has a consult with a patient: they are its doctor (an instant doctor once
 * they take the patient from the queue, a doctor once they accept an emergency), they booked it,
 * or they were added to it (a nurse, a second doctor). The consult counts while it is booked or
 * under way, and once ended or completed until `endedSince`. An emergency merely offered to a
 * doctor does not count: the offer itself says what they need to decide (docs/decisions/0021).
 */
export async function hasConsultWith({
  db,
  clinicianId,
  patientId,
  endedSince,
}: {
  db: Executor;
  clinicianId: string;
  patientId: string;
  endedSince: Date;
}): Promise<boolean> {
  return (await patientsInConsultWith(db, { clinicianId, endedSince, patientId })).length > 0;
}

/** Every patient the clinician has a consult with, in the sense of `hasConsultWith`. */
export function patientsWithConsult({
  db,
  clinicianId,
  endedSince,
}: {
  db: Executor;
  clinicianId: string;
  endedSince: Date;
}): Promise<string[]> {
  return patientsInConsultWith(db, { clinicianId, endedSince });
}
