import {
  findPharmacyPath,
  nearbyPharmacyPath,
  type TNearbyPharmacyPage,
  type TPharmacyPage,
  ZNearbyPharmacyPage,
  ZPharmacyPage,
} from '@curo/core/pharmacies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the finder searches: words (name, suburb or postcode), or pharmacies near a postcode. */
export type PharmacySearch = { kind: 'words'; q: string } | { kind: 'near'; postcode: string };

export const pharmacySearchKey = (search: PharmacySearch | null) => ['pharmacies', 'search', search] as const;

/** `GET /twilioCalls/findPharmacy?q=` or `GET /twilioCalls/nearbyPharmacy?postcode=`, 10 at a time. */
export async function searchPharmacies(search: PharmacySearch): Promise<TPharmacyPage | TNearbyPharmacyPage> {
  if (search.kind === 'words')
    return ZPharmacyPage.parse(
      await apiRequest<unknown>(`${findPharmacyPath}?${new URLSearchParams({ q: search.q })}`),
    );
  return ZNearbyPharmacyPage.parse(
    await apiRequest<unknown>(`${nearbyPharmacyPath}?${new URLSearchParams({ postcode: search.postcode })}`),
  );
}

export const usePharmacySearch = (search: PharmacySearch | null) =>
  useQuery({
    queryKey: pharmacySearchKey(search),
    queryFn: () => searchPharmacies(search as PharmacySearch),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
