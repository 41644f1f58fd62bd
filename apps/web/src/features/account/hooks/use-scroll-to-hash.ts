import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address names (`/account/profile#medicare`) once `ready`: the page's
 * sections only exist after its data has loaded, too late for the browser's own jump.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
