import { ErrorCode } from '@curo/core/errors';
import { pharmacyWords, type TNearbyPharmacyPage, type TNearbyPharmacyQuery } from '@curo/core/pharmacies';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { nearbyPharmacies } from './pharmacies.repository';
import { toNearbyDto } from './pharmacy-dto';
import { postcodeCentroid } from './postcode-centroids';

/**
 * `GET /twilioCalls/nearbyPharmacy?postcode=` or `?lat=&lng=`: pharmacies within the radius,
 * nearest first, each with its straight-line distance. A postcode is placed at its centroid
 * (decision 0065); coordinates, when given, win over the postcode.
 */
export async function nearbyPharmacy({
  db,
  query,
}: {
  db: Db;
  query: TNearbyPharmacyQuery;
}): Promise<TNearbyPharmacyPage> {
  const { page, pageSize, radiusKm } = query;
  let origin: TNearbyPharmacyPage['origin'];
  if (query.lat !== undefined && query.lng !== undefined)
    origin = { latitude: query.lat, longitude: query.lng, postcode: null };
  else {
    const postcode = query.postcode ?? '';
    const centroid = postcodeCentroid(postcode);
    if (!centroid) throw new AppError(ErrorCode.VALIDATION_ERROR, pharmacyWords.postcodeUnknown);
    origin = { ...centroid, postcode };
  }
  const rows = await nearbyPharmacies(db, origin, radiusKm * 1000, pageSize + 1, (page - 1) * pageSize);
  return {
    items: rows.slice(0, pageSize).map(toNearbyDto),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
    origin,
    radiusKm,
  };
}
