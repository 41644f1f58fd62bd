import type { TAppointment } from '@curo/core/scheduling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

const post = (id: string, action: string, body: unknown) =>
  apiRequest<TAppointment>(`/api/v1/appointments/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export interface TAdminEdit {
  reason?: string;
  adminNote?: string;
  startsAt?: string;
  duration?: number;
}

/** `POST /appointments/{id}/adminEdit` (admin): the reason, a note, or the time. */
export const adminEdit = ({ id, ...body }: TAdminEdit & { id: string }) => post(id, 'adminEdit', body);

/** `POST /appointments/{id}/changeSpecialist`: another doctor, free at the consult's time. */
export const changeSpecialist = ({ id, ...body }: { id: string; doctorId: string; note?: string }) =>
  post(id, 'changeSpecialist', body);

/** `POST /appointments/{id}/changePrice` (admin): the fee in cents, with why. */
export const changePrice = ({ id, ...body }: { id: string; priceCents: number; reason: string }) =>
  post(id, 'changePrice', body);

/** `POST /appointments/{id}/cancel`: cancels with a reason and frees the time. */
export const cancelAppointment = ({ id, ...body }: { id: string; reason: string }) =>
  post(id, 'cancel', body);

/** A change to one consult: afterwards every staff list and the consult's page refetch. */
function useChange<V>(mutationFn: (variables: V) => Promise<TAppointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useAdminEdit = () => useChange(adminEdit);
export const useChangeSpecialist = () => useChange(changeSpecialist);
export const useChangePrice = () => useChange(changePrice);
export const useCancelAppointment = () => useChange(cancelAppointment);
