import type { TDiscountCodeEdit } from '@curo/core/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_DISCOUNT_CODES_QUERY_KEY, type TDiscountCode } from './get-discount-codes';

/**
 * `PATCH /discountCodes/{id}`: only the rules that change (null clears a limit), or `disabled`.
 * 400 when the result would not be a valid code, such as a limit below the uses already taken.
 */
export function updateDiscountCode({
  id,
  edit,
}: {
  id: string;
  edit: TDiscountCodeEdit;
}): Promise<TDiscountCode> {
  return apiRequest(`/api/v1/discountCodes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(edit),
  });
}

export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DISCOUNT_CODES_QUERY_KEY }),
  });
}
