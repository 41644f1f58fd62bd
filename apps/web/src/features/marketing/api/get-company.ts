import { COMPANY_SLUG_PATTERN, type TCompanyPublic } from '@curo/core/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The public face of a company (name and logo), for booking under its arrangements. */
export const getCompany = ({ slug }: { slug: string }) =>
  apiRequest<TCompanyPublic>(`/api/v1/companies/slug/${encodeURIComponent(slug)}`);

export const companyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['companies', 'slug', slug],
    queryFn: () => getCompany({ slug }),
    // An unknown slug is an answer, not a hiccup: asking again would only delay the page.
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

/**
 * The company named by `?company=`, if any. A value that cannot be a slug is never sent to the
 * server, so a mistyped or hostile query string costs no request.
 */
export function useCompany(slug: string | null | undefined) {
  const valid = typeof slug === 'string' && COMPANY_SLUG_PATTERN.test(slug);
  return useQuery({ ...companyQueryOptions(valid ? slug : ''), enabled: valid });
}
