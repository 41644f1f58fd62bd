import type { ZAcceptGuestResponse } from '@curo/core/scheduling-staff';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TAcceptGuestResponse = z.infer<typeof ZAcceptGuestResponse>;

/**
 * `POST /appointments/{id}/acceptGuest` with the link's token in the body: the one place the token
 * from the address's `#fragment` ever goes. Single use: 410 INVITE_USED after, INVITE_EXPIRED late.
 */
export const acceptGuest = ({ appointmentId, token }: { appointmentId: string; token: string }) =>
  apiRequest<TAcceptGuestResponse>(`/api/v1/appointments/${encodeURIComponent(appointmentId)}/acceptGuest`, {
    method: 'POST',
    body: JSON.stringify({ token }),
  });

export const useAcceptGuest = () => useMutation({ mutationFn: acceptGuest });
