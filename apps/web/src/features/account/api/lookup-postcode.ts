import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface TPostcodeState {
  postcode: string;
  state: string;
}

export const postcodePath = (code: string) => `/api/v1/users/medicare/postalCode/${encodeURIComponent(code)}`;

/** `GET /users/medicare/postalCode/{code}`: the state or territory of a postcode; 404 when none has it. */
export function lookupPostcode({ code }: { code: string }): Promise<TPostcodeState> {
  return apiRequest<TPostcodeState>(postcodePath(code));
}

export const postcodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['postcodes', code] as const,
    queryFn: () => lookupPostcode({ code }),
    // Postcodes do not move between states.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/**
 * Looks the postcode up once it is four digits; before then there is nothing to ask. `known` skips
 * a postcode whose state is already known.
 */
export function usePostcodeLookup(code: string, { known = false }: { known?: boolean } = {}) {
  const complete = /^\d{4}$/.test(code);
  return useQuery({ ...postcodeQueryOptions(code), enabled: complete && !known });
}
