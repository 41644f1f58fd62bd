import {
  documentPharmacyPath,
  sendToPharmacyPath,
  type TPreferredPharmacy,
  type TSendToPharmacy,
  type TSentToPharmacy,
  ZPreferredPharmacy,
  ZSentToPharmacy,
} from '@curo/core/pharmacies';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /documents/{id}/pharmacy`: the patient's preferred pharmacy, for the doctor who issued the document. */
export const useDocumentPharmacy = (documentId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['documents', 'pharmacy', documentId] as const,
    queryFn: async (): Promise<TPreferredPharmacy> =>
      ZPreferredPharmacy.parse(await apiRequest<unknown>(documentPharmacyPath(documentId))),
    enabled,
  });

/** `POST /documents/{id}/sendToPharmacy`: by fax or email, with the patient's agreement. */
export const useSendToPharmacy = (documentId: string) =>
  useMutation({
    mutationFn: async (body: TSendToPharmacy): Promise<TSentToPharmacy> =>
      ZSentToPharmacy.parse(
        await apiRequest<unknown>(sendToPharmacyPath(documentId), {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      ),
  });
