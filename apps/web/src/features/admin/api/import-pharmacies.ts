import {
  importPharmaciesPath,
  type TPharmacyImportReport,
  ZPharmacyImportReport,
} from '@curo/core/pharmacies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /pharmacies/import`: the CSV's text; answers what was added, updated and rejected. */
export function useImportPharmacies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string): Promise<TPharmacyImportReport> =>
      ZPharmacyImportReport.parse(
        await apiRequest<unknown>(importPharmaciesPath, { method: 'POST', body: JSON.stringify({ csv }) }),
      ),
    // Searches cached anywhere in the app now answer from the new directory.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pharmacies'] }),
  });
}
