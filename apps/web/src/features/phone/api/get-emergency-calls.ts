import type { TEmergencyCall, TEmergencyCallPage } from '@curo/core/phone';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TEmergencyCall, TEmergencyCallPage };

export const EMERGENCY_CALLS_PAGE_SIZE = 20;

export const emergencyCallsPath = (page: number, pageSize = EMERGENCY_CALLS_PAGE_SIZE) =>
  `/api/v1/twilioCalls/fetchEmergencyCalls?page=${page}&pageSize=${pageSize}`;

/** `GET /twilioCalls/fetchEmergencyCalls`: every call for an admin, a doctor's answered calls. */
export function getEmergencyCalls(page: number): Promise<TEmergencyCallPage> {
  return apiRequest(emergencyCallsPath(page));
}

export function useEmergencyCalls(page: number) {
  return useQuery(
    queryOptions({
      queryKey: ['emergencyCalls', page],
      queryFn: () => getEmergencyCalls(page),
      placeholderData: keepPreviousData,
    }),
  );
}
