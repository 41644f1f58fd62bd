import type { TUserList } from '@curo/core/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /users?role=patient&query=`: the admin's user search, patients only, by name or email. */
export const patientSearchPath = (query: string) =>
  `/api/v1/users?${new URLSearchParams({ role: 'patient', query }).toString()}`;

export function usePatientSearch(query: string) {
  const q = query.trim();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'faxes', 'patient-search', q],
      queryFn: () => apiRequest<TUserList>(patientSearchPath(q)),
      enabled: q.length >= 2,
    }),
  );
}
