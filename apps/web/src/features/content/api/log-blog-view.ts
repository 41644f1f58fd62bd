import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const LOG_BLOG_VIEW_PATH = '/api/v1/blogPosts/log-view';

/** `POST /blogPosts/log-view`: counts a reading of a post, once per visitor, post and day. */
export const logBlogView = ({ slug, visitorId }: { slug: string; visitorId?: string }) =>
  apiRequest<{ counted: boolean; views: number }>(LOG_BLOG_VIEW_PATH, {
    method: 'POST',
    body: JSON.stringify({ slug, visitorId }),
  });

export const useLogBlogView = () => useMutation({ mutationFn: logBlogView, retry: false });
