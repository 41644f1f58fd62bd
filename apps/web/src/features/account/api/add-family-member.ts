import type { TFamilyMember, TFamilyMemberInput } from '@curo/core/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FAMILY_MEMBERS_PATH, FAMILY_MEMBERS_QUERY_KEY } from './get-family-members';

/** `POST /familyMembers`: someone the patient cares for, added to their account. */
export function addFamilyMember({ input }: { input: TFamilyMemberInput }): Promise<TFamilyMember> {
  return apiRequest<TFamilyMember>(FAMILY_MEMBERS_PATH, { method: 'POST', body: JSON.stringify(input) });
}

export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_MEMBERS_QUERY_KEY }),
  });
}
