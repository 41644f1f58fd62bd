import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const PROVIDERS_PATH = '/api/v1/auth/providers';

export interface TSignInProviders {
  google: { clientId: string } | null;
}

/** `GET /auth/providers`: which outside sign-in this server offers (Google when configured). */
export const getSignInProviders = () => apiRequest<TSignInProviders>(PROVIDERS_PATH);

export const signInProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getSignInProviders, staleTime: 60 * 60 * 1000 });

export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());
