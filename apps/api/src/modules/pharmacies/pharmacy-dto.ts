import type { TNearbyPharmacy, TPharmacy } from '@curo/core/pharmacies';
import type { PharmacyRow } from './pharmacies.repository';

export const toPharmacyDto = (row: PharmacyRow): TPharmacy => ({
  id: row.id,
  name: row.name,
  address: row.address,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
  phone: row.phone,
  fax: row.fax,
  email: row.email,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.openingHours,
});

/** Distance in kilometres to one decimal place. */
export const toNearbyDto = (row: PharmacyRow & { metres: number }): TNearbyPharmacy => ({
  ...toPharmacyDto(row),
  distanceKm: Math.round(row.metres / 100) / 10,
});
