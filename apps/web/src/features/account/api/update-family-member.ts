import type { TFamilyMember, TFamilyMemberInput } from '@curo/core/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAMILY_MEMBERS_PATH, FAMILY_MEMBERS_QUERY_KEY } from './get-family-members';

export const familyMemberPath = (id: string) => `${FAMILY_MEMBERS_PATH}/${encodeURIComponent(id)}`;

/** `PUT /familyMembers/{id}`: every field of the family member, as it should now read. */
export function updateFamilyMember({
  id,
  input,
}: {
  id: string;
  input: TFamilyMemberInput;
}): Promise<TFamilyMember> {
  return apiRequest<TFamilyMember>(familyMemberPath(id), { method: 'PUT', body: JSON.stringify(input) });
}

export function useUpdateFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_MEMBERS_QUERY_KEY }),
  });
}
