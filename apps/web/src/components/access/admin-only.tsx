import type { ReactNode } from 'react';
import { RoleOnly } from './role-only';

/**
 * Renders `children` for a Curo administrator only. Anyone else meets the not-found page, as the
 * API answers records outside a person's reach with 404: the admin area does not announce itself.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <RoleOnly roles={['admin']}>{() => children}</RoleOnly>;
}
