import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every path change (spec §2); a change of query or hash alone does not. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
