import { type TReferral, type TReferralList, ZReferralList } from '@curo/core/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

export type { TReferral };
export const REFERRALS_PATH = '/api/v1/referrals';

/** `GET /referrals?page=&appointmentId=`: the caller's referrals, newest first, 20 a page. */
export async function getReferrals(page: number, appointmentId?: string): Promise<TReferralList> {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (appointmentId) query.set('appointmentId', appointmentId);
  const search = query.toString();
  return ZReferralList.parse(
    await apiRequest<unknown>(search ? `${REFERRALS_PATH}?${search}` : REFERRALS_PATH),
  );
}

export function useReferrals(page: number, appointmentId?: string) {
  return useQuery({
    queryKey: referralKeys.list(page, appointmentId),
    queryFn: () => getReferrals(page, appointmentId),
    placeholderData: keepPreviousData,
  });
}
