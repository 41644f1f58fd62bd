import { documentWords } from '@curo/core/documents';
import { pharmacyWords } from '@curo/core/pharmacies';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';

/**
 * Who may do what with pharmacies (decisions 0065 and 0066):
 *
 * - Searching the directory (`findPharmacy`, `nearbyPharmacy`): anyone signed in. It holds public
 *   business details only, but it is not a public page: the route declares who may call it.
 * - Importing the directory: platform admins (the route says so).
 * - A patient's preferred pharmacy is read and set by that patient only (a masked admin acting as
 *   them counts as them); for anyone else it is not there (404).
 * - A document goes to the patient's pharmacy from the doctor who issued it (the documents module
 *   checks that; `assertMaySend`).
 */
export function assertOwnPreferredPharmacy(principal: Principal, patientId: string): void {
  if (principal.role !== 'patient' || principal.userId !== patientId) throw notFound(pharmacyWords.notFound);
}

/** Only the doctor who issued a document sends it to a pharmacy; for anyone else it is not there. */
export function assertIssuingDoctor(principal: Principal, document: { doctorId: string }): void {
  if (principal.userId !== document.doctorId) throw notFound(documentWords.notFound);
}
