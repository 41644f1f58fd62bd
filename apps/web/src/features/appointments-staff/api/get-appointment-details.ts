import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

export const detailsPath = (id: string, search = '') =>
  `/api/v1/appointments/details/${encodeURIComponent(id)}/all${
    search ? `?${new URLSearchParams({ search })}` : ''
  }`;

/**
 * `GET /appointments/details/{id}/all?search=`: one consult with its names, the actions its state
 * allows, its history (searched by `search`) and its people.
 */
export const appointmentDetailsQueryOptions = (id: string, search = '') =>
  queryOptions({
    queryKey: staffKeys.detailsSection(id, search),
    queryFn: () => apiRequest<TAppointmentDetails>(detailsPath(id, search)),
    // A new history search keeps the page on screen while it is answered.
    placeholderData: keepPreviousData,
  });

export const useAppointmentDetails = (id: string, search = '') =>
  useQuery(appointmentDetailsQueryOptions(id, search));
