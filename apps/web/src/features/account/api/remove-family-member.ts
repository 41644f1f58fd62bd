import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAMILY_MEMBERS_QUERY_KEY } from './get-family-members';
import { familyMemberPath } from './update-family-member';

/** `DELETE /familyMembers/{id}`: takes the family member off the patient's account. */
export function removeFamilyMember({ id }: { id: string }): Promise<void> {
  return apiRequest<void>(familyMemberPath(id), { method: 'DELETE' });
}

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAMILY_MEMBERS_QUERY_KEY }),
  });
}
