import { type TReferralSent, type TSendReferralByDoctor, ZReferralSent } from '@curo/core/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** `POST /appointments/sendReferralByDoctor`: an accepted referral's letter, by email (a link) or fax. */
export async function sendReferralLetter(body: TSendReferralByDoctor): Promise<TReferralSent> {
  return ZReferralSent.parse(
    await apiRequest<unknown>('/api/v1/appointments/sendReferralByDoctor', {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

export function useSendReferralLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReferralLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
