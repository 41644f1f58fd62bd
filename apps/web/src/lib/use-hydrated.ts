import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true from the browser's own
 * first render on. Decisions that depend on what only the browser knows (a stored session) wait
 * for it: taken during hydration they would see the server's answer (no session) and, say, send a
 * signed-in patient to the sign-in page and back, losing what they had typed.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
