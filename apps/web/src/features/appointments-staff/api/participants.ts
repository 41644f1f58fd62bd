import type { TParticipant } from '@curo/core/scheduling-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

export const PARTICIPANTS_PATH = '/api/v1/participants';

export interface TInviteGuest {
  appointmentId: string;
  name: string;
  email: string;
}

/** `POST /participants`: a guest by name and email, who is sent a single-use link to join. */
export const inviteGuest = (body: TInviteGuest) =>
  apiRequest<TParticipant>(PARTICIPANTS_PATH, {
    method: 'POST',
    body: JSON.stringify({ ...body, role: 'guest' }),
  });

/** `DELETE /participants/{id}`: takes someone out of the consult. */
export const removeParticipant = ({ id }: { id: string; appointmentId: string }) =>
  apiRequest<null>(`${PARTICIPANTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteGuest,
    onSuccess: (_p, { appointmentId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.details(appointmentId) }),
  });
}

export function useRemoveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParticipant,
    onSuccess: (_p, { appointmentId }) =>
      queryClient.invalidateQueries({ queryKey: staffKeys.details(appointmentId) }),
  });
}
