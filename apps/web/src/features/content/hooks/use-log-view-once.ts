import { useEffect, useRef } from 'react';
import { useLogBlogView } from '../api/log-blog-view';
import { visitorId } from '../utils/visitor-id';

/**
 * Counts one reading of the post `slug` per page view: once when it has loaded, again only when
 * the reader moves on to another post. The guard survives StrictMode's second effect run.
 */
export function useLogViewOnce(slug: string | undefined) {
  const { mutate } = useLogBlogView();
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || logged.current === slug) return;
    logged.current = slug;
    mutate({ slug, visitorId: visitorId() });
  }, [slug, mutate]);
}
