import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * Whether the element is on screen where the viewer can read it: in the viewport and not
 * scrolled out of its box, in a tab they are looking at. Without IntersectionObserver (tests,
 * old browsers) an element counts as seen whenever the tab is.
 */
export function useSeen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  const pageVisible = useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => false,
  );
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, inView && pageVisible];
}
