import { NANO_ID_PATTERN } from '@curo/core/content-constants';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isNotFound } from '../../../lib/is-not-found';
import { useLongUrl } from '../api/get-long-url';
import { leaveSite } from '../utils/leave-site';
import { linkDestination } from '../utils/link-destination';

export type TShortLinkStatus = 'opening' | 'not-found' | 'error';

/**
 * Resolves the short link `nano` and goes where it leads, replacing `/t/…` in the history: our
 * own pages through the router, another site by a full page load. A code that cannot exist is
 * never sent; an unknown or expired one, or a target we would not follow, is "not found".
 */
export function useFollowShortLink(nano: string) {
  const valid = NANO_ID_PATTERN.test(nano);
  const query = useLongUrl(nano, { enabled: valid });
  const navigate = useNavigate();
  const followed = useRef<string | null>(null);

  // Only a finished answer counts: a cached one may be out of date while it is asked again.
  const settled = query.isSuccess && query.fetchStatus === 'idle';
  const destination = settled ? linkDestination(query.data.url) : null;
  const kind = destination?.kind;
  const target = destination ? (destination.kind === 'internal' ? destination.path : destination.url) : null;

  useEffect(() => {
    if (!kind || !target || followed.current === `${nano} ${target}`) return;
    followed.current = `${nano} ${target}`;
    if (kind === 'internal') navigate(target, { replace: true });
    else leaveSite(target);
  }, [nano, kind, target, navigate]);

  let status: TShortLinkStatus = 'opening';
  if (!valid || isNotFound(query.error) || (settled && !destination)) status = 'not-found';
  else if (query.isError) status = 'error';
  return { status, retry: () => query.refetch(), retrying: query.isFetching };
}
