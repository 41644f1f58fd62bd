import type { TFamilyMember } from '@curo/core/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const FAMILY_MEMBERS_PATH = '/api/v1/familyMembers';
export const FAMILY_MEMBERS_QUERY_KEY = ['family-members'] as const;

/** `GET /familyMembers`: the patient's family members, the people they may book for. */
export async function getFamilyMembers(): Promise<TFamilyMember[]> {
  const { items } = await apiRequest<{ items: TFamilyMember[] }>(FAMILY_MEMBERS_PATH);
  return items;
}

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: FAMILY_MEMBERS_QUERY_KEY, queryFn: getFamilyMembers });

export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
