import type { TDirectory } from '@curo/core/scheduling-directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { schedulingKeys } from './query-keys';

export const DIRECTORY_PATH = '/api/v1/doctors/directory';

/** `GET /doctors/directory`: every doctor's public card, zone, consult lengths and next free time. */
export const getDirectory = () => apiRequest<TDirectory>(DIRECTORY_PATH);

export const directoryQueryOptions = () =>
  queryOptions({ queryKey: schedulingKeys.directory(), queryFn: getDirectory, staleTime: 60_000 });

export const useDirectory = () => useQuery(directoryQueryOptions());
