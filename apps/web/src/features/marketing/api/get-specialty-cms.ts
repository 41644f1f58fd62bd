import type { TSpecialty } from '@curo/core/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { PUBLIC_CONTENT_STALE_MS } from './get-price-list';

/** What `ZSpecialtyCms` answers: the public page, without admin fields. */
export type TSpecialtyCms = Pick<
  TSpecialty,
  | 'slug'
  | 'name'
  | 'summary'
  | 'heroImageUrl'
  | 'content'
  | 'priceCents'
  | 'seoTitle'
  | 'seoDescription'
  | 'updatedAt'
>;

export const specialtyCmsPath = (slug: string) => `/api/v1/specialties/cms/${encodeURIComponent(slug)}`;

/** `GET /specialties/cms/{slug}`: a public specialty's page; 404 when unknown or not public. */
export const getSpecialtyCms = ({ slug }: { slug: string }) =>
  apiRequest<TSpecialtyCms>(specialtyCmsPath(slug));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const specialtyCmsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['specialties', 'cms', slug],
    queryFn: () => getSpecialtyCms({ slug }),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    // "Not found" is an answer, not a hiccup; anything else is worth one more try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useSpecialtyCms(slug: string) {
  return useQuery(specialtyCmsQueryOptions(slug));
}
