import { preferredPharmacyPath, type TPreferredPharmacy, ZPreferredPharmacy } from '@curo/core/pharmacies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const preferredPharmacyKey = (userId: string) => ['pharmacies', 'preferred', userId] as const;

/** `GET /users/{id}/preferredPharmacy`: the patient's chosen pharmacy, or null. */
export const usePreferredPharmacy = (userId: string) =>
  useQuery({
    queryKey: preferredPharmacyKey(userId),
    queryFn: async (): Promise<TPreferredPharmacy> =>
      ZPreferredPharmacy.parse(await apiRequest<unknown>(preferredPharmacyPath(userId))),
  });

/** `PUT /users/{id}/preferredPharmacy`: choose a pharmacy, or clear the choice with null. */
export function useSetPreferredPharmacy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pharmacyId: string | null): Promise<TPreferredPharmacy> =>
      ZPreferredPharmacy.parse(
        await apiRequest<unknown>(preferredPharmacyPath(userId), {
          method: 'PUT',
          body: JSON.stringify({ pharmacyId }),
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(preferredPharmacyKey(userId), data),
  });
}
