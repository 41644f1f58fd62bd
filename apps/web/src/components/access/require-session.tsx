import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/next-path';
import { useHasSession } from '../../lib/use-current-user';

/**
 * Renders `children` only while a session is stored; otherwise sends the visitor to sign in and
 * back here afterwards. Checked at every render, so a session that ends mid-visit (a refresh
 * the server refused) leads to the sign-in page too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const { pathname, search } = useLocation();
  if (!hasSession) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return children;
}
