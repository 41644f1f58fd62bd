import type { TDateOffer, TRequestAppointment } from '@curo/core/scheduling-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentListQueryOptions } from '../../scheduling';
import { consultKeys } from './consult-keys';

export interface TConsult {
  appointment: TRequestAppointment;
  offers: TDateOffer[];
}

export const consultPath = (id: string) => `/api/v1/dateOffers/${id}`;

/**
 * `GET /dateOffers/{id}`: a consult with what its kind adds (details: specialty, preferred times,
 * phone and window, the offline exchange) and any offered times. It answers for every kind, so the
 * patient's consult page reads everything from here.
 */
export const consultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consultKeys.consult(id),
    queryFn: () => apiRequest<TConsult>(consultPath(id)),
  });

export const useConsult = (id: string) => useQuery(consultQueryOptions(id));

/** Your open consults (upcoming list), to find one already under way. */
export const useOpenConsults = (enabled = true) =>
  useQuery({ ...appointmentListQueryOptions('upcoming', 1, 50, ''), enabled });
