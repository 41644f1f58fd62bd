import type { TFindPharmacyQuery, TPharmacyPage } from '@curo/core/pharmacies';
import type { Db } from '../../db/client';
import { searchPharmacies } from './pharmacies.repository';
import { toPharmacyDto } from './pharmacy-dto';

/**
 * `GET /twilioCalls/findPharmacy?q=`: pharmacies by name, suburb or postcode, forgiving of typos
 * ("Pricelne" finds Priceline), best match first, a page at a time.
 */
export async function findPharmacy({
  db,
  query,
}: {
  db: Db;
  query: TFindPharmacyQuery;
}): Promise<TPharmacyPage> {
  const { q, page, pageSize } = query;
  const rows = await searchPharmacies(db, q, pageSize + 1, (page - 1) * pageSize);
  return {
    items: rows.slice(0, pageSize).map(toPharmacyDto),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
