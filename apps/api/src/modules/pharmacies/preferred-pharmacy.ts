import { pharmacyWords, type TPreferredPharmacy } from '@curo/core/pharmacies';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { actorsOf, auditedChange } from '../audit';
import { assertOwnPreferredPharmacy } from './pharmacies.policy';
import {
  clearPreferredPharmacy,
  findPharmacy,
  findPreferredPharmacy,
  savePreferredPharmacy,
} from './pharmacies.repository';
import { toPharmacyDto } from './pharmacy-dto';

/** `GET /users/{id}/preferredPharmacy`: the patient's own choice, or null. */
export async function getPreferredPharmacy({
  db,
  principal,
  patientId,
}: {
  db: Db;
  principal: Principal;
  patientId: string;
}): Promise<TPreferredPharmacy> {
  assertOwnPreferredPharmacy(principal, patientId);
  const row = await findPreferredPharmacy(db, patientId);
  return { pharmacy: row ? toPharmacyDto(row) : null };
}

/**
 * `PUT /users/{id}/preferredPharmacy`: the patient chooses (or, with null, forgets) the pharmacy
 * their doctors may send documents to. Audited, because it decides where health information goes.
 */
export async function setPreferredPharmacy({
  db,
  principal,
  patientId,
  pharmacyId,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  patientId: string;
  pharmacyId: string | null;
  client: ClientContext;
  now?: Date;
}): Promise<TPreferredPharmacy> {
  assertOwnPreferredPharmacy(principal, patientId);
  const pharmacy = pharmacyId === null ? null : await findPharmacy(db, pharmacyId);
  if (pharmacyId !== null && !pharmacy) throw notFound(pharmacyWords.notFound);
  await auditedChange(
    db,
    async (tx) => {
      if (pharmacy) await savePreferredPharmacy(tx, patientId, pharmacy.id, now);
      else await clearPreferredPharmacy(tx, patientId);
    },
    () => ({
      action: 'pharmacy.preferred_set',
      ...actorsOf(principal),
      subjectUserId: patientId,
      recordType: 'pharmacy',
      recordId: pharmacy?.id ?? null,
      context: client,
      details: { pharmacyId: pharmacy?.id ?? null, name: pharmacy?.name ?? null },
    }),
  );
  return { pharmacy: pharmacy ? toPharmacyDto(pharmacy) : null };
}
