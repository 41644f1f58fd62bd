import type { TUserList } from '@curo/core/auth';
import type { TCompanyMemberList } from '@curo/core/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

export const GET_PATIENTS_PATH = '/api/v1/users/getPatients';

export const searchPatientsPath = (query: string, page: number) => {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${GET_PATIENTS_PATH}?${search}` : GET_PATIENTS_PATH;
};

/**
 * `GET /users/getPatients?query&page`: the patients the caller may see, 20 a page (clinicians:
 * those they have a consult with or broke the glass for; admins: everyone).
 */
export const usePatientSearch = (query: string, page: number) =>
  useQuery({
    queryKey: patientKeys.search(query, page),
    queryFn: () => apiRequest<TUserList | TCompanyMemberList>(searchPatientsPath(query, page)),
    placeholderData: keepPreviousData,
  });
