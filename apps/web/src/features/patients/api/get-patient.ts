import type { TUserDetail } from '@curo/core/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patientKeys } from './patient-keys';

export const patientPath = (patientId: string) => `/api/v1/users/${patientId}`;

/** `GET /users/{id}`: the patient, if the caller may see them (404 otherwise). */
export const usePatient = (patientId: string) =>
  useQuery({
    queryKey: patientKeys.one(patientId),
    queryFn: () => apiRequest<TUserDetail>(patientPath(patientId)),
  });
