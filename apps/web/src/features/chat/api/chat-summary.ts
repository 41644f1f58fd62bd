import type { TChatSummary } from '@curo/core/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export const chatSummaryPath = (appointmentId: string) => `/api/v1/appointmentChats/${appointmentId}`;

/**
 * `GET /appointmentChats/{id}`: the chat as the viewer sees it (open or closed, whether they may
 * write, their unread count and receipt, how far the others have read). 404 for anyone the API
 * does not let read it.
 */
export const chatSummaryQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: chatKeys.summary(appointmentId),
    queryFn: () => apiRequest<TChatSummary>(chatSummaryPath(appointmentId)),
  });

export const useChatSummary = (appointmentId: string) => useQuery(chatSummaryQueryOptions(appointmentId));
