import { type TReferral, type TRespondReferralOffer, ZReferral } from '@curo/core/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** `POST /appointments/{id}/responseReferralOffer`: accept or decline, once (409 after that). */
export async function respondReferralOffer({
  appointmentId,
  body,
}: {
  appointmentId: string;
  body: TRespondReferralOffer;
}): Promise<TReferral> {
  return ZReferral.parse(
    await apiRequest<unknown>(`/api/v1/appointments/${appointmentId}/responseReferralOffer`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

export function useRespondReferralOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondReferralOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
