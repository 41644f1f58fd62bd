import type { TSpecialty } from '@curo/core/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_SPECIALTIES_QUERY_KEY } from './get-specialties';

/** `POST /specialties/{id}/hero`: the page's hero image (multipart, field `file`); answers the specialty. */
export function uploadSpecialtyHero({ id, file }: { id: string; file: File }): Promise<TSpecialty> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/api/v1/specialties/${encodeURIComponent(id)}/hero`, { method: 'POST', body });
}

export function useUploadSpecialtyHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSpecialtyHero,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SPECIALTIES_QUERY_KEY }),
  });
}
