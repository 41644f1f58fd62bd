import { type TOfferReferral, type TReferral, ZReferral } from '@curo/core/referrals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { referralKeys } from './referral-keys';

/** `POST /appointments/{id}/offerReferral`: the consult's doctor offers its patient a referral. */
export async function offerReferral({
  appointmentId,
  body,
}: {
  appointmentId: string;
  body: TOfferReferral;
}): Promise<TReferral> {
  return ZReferral.parse(
    await apiRequest<unknown>(`/api/v1/appointments/${appointmentId}/offerReferral`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

export function useOfferReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerReferral,
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
