import type { TStaffRole, TUser } from '@curo/core/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_KIND_SEGMENT } from '../utils/staff-kinds';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export interface TStaffChanges {
  firstName: string;
  lastName: string;
  /** null removes the number. */
  phone: string | null;
}

/** `PUT /users/{kind}/{id}`: a staff member's name and phone. */
export function updateStaffUser({
  id,
  role,
  changes,
}: {
  id: string;
  role: TStaffRole;
  changes: TStaffChanges;
}): Promise<TUser> {
  return apiRequest<TUser>(`/api/v1/users/${STAFF_KIND_SEGMENT[role]}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: JSON.stringify(changes),
  });
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
