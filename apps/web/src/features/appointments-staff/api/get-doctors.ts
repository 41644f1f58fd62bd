import type { TDoctorCard } from '@curo/core/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doctorsKey } from './query-keys';

export const DOCTORS_PATH = '/api/v1/users/getDoctors';

/** `GET /users/getDoctors`: active doctors by name, for the doctor filter and a change of specialist. */
export const doctorsQueryOptions = () =>
  queryOptions({
    queryKey: doctorsKey,
    queryFn: () => apiRequest<{ items: TDoctorCard[] }>(DOCTORS_PATH).then((list) => list.items),
    staleTime: 5 * 60_000,
  });

export const useDoctors = (enabled = true) => useQuery({ ...doctorsQueryOptions(), enabled });

export { doctorDisplayName as doctorName } from '@curo/core/users';
