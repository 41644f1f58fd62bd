import type { TCreateStaffRequest, TStaffRole, TUser } from '@curo/core/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_KIND_SEGMENT } from '../utils/staff-kinds';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** `POST /users/{doctors|nurses|companyAdmins|instantDoctors}`: a new staff account (409 if the email is taken). */
export function createStaffUser({
  role,
  request,
}: {
  role: TStaffRole;
  request: TCreateStaffRequest;
}): Promise<TUser> {
  return apiRequest<TUser>(`/api/v1/users/${STAFF_KIND_SEGMENT[role]}`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
