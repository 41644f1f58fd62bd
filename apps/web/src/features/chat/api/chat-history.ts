import type { TChatHistoryPage } from '@curo/core/chat';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Which page of the history, counted back from `asOf` (page 1's newest message) once it is known. */
export interface THistoryPageParam {
  page: number;
  asOf?: string;
}

export type THistoryData = InfiniteData<TChatHistoryPage, THistoryPageParam>;

export const chatHistoryPath = (appointmentId: string, { page, asOf }: THistoryPageParam) =>
  `/api/v1/appointments/${appointmentId}/conversation-messages?page=${page}${
    asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''
  }`;

/**
 * `GET /appointments/{id}/conversation-messages`: page 1 is the newest messages; each earlier page
 * passes page 1's `asOf`, so messages that arrive meanwhile never shift the pages (decision 0029).
 * A refetch starts again from a new page 1 and so stays consistent.
 */
export const chatHistoryQueryOptions = (appointmentId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(appointmentId),
    queryFn: ({ pageParam }) => apiRequest<TChatHistoryPage>(chatHistoryPath(appointmentId, pageParam)),
    initialPageParam: { page: 1 } as THistoryPageParam,
    getNextPageParam: (last, pages): THistoryPageParam | undefined => {
      const asOf = pages[0]?.asOf;
      if (!asOf || last.page * last.pageSize >= last.total) return undefined;
      return { page: last.page + 1, asOf };
    },
    // Live events keep it current; a reconnect refetches it.
    staleTime: 60_000,
  });

export const useChatHistory = (appointmentId: string) =>
  useInfiniteQuery(chatHistoryQueryOptions(appointmentId));
