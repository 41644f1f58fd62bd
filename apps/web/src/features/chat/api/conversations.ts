import type { TChatConversationList } from '@curo/core/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export const conversationsPath = (page: number) => `/api/v1/appointmentChats?page=${page}`;

/**
 * `GET /appointmentChats?page`: the viewer's conversations, newest activity first, with their
 * unread counts. One cache for the `/messages` list and the navigation's unread badge.
 */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ pageParam }) => apiRequest<TChatConversationList>(conversationsPath(pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export const useConversations = (enabled = true) =>
  useInfiniteQuery({ ...conversationsQueryOptions(), enabled });
