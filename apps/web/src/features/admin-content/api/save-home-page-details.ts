import type { THomePageDetails } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homePageDetailsQueryKey } from './get-home-page-details';

/** `PUT /services/homePageDetails`. */
export function saveHomePageDetails(details: Omit<THomePageDetails, 'updatedAt'>): Promise<THomePageDetails> {
  return apiRequest('/api/v1/services/homePageDetails', { method: 'PUT', body: JSON.stringify(details) });
}

export function useSaveHomePageDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomePageDetails,
    onSuccess: (details) => queryClient.setQueryData(homePageDetailsQueryKey, details),
  });
}
