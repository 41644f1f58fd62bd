import type { TDiscountCodeInput } from '@curo/core/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_DISCOUNT_CODES_QUERY_KEY, type TDiscountCode } from './get-discount-codes';

/**
 * `POST /discountCodes/create`: a percentage or an amount (in cents) off; 409
 * DISCOUNT_CODE_TAKEN when another code has it in any case.
 */
export function createDiscountCode(input: TDiscountCodeInput): Promise<TDiscountCode> {
  return apiRequest('/api/v1/discountCodes/create', { method: 'POST', body: JSON.stringify(input) });
}

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DISCOUNT_CODES_QUERY_KEY }),
  });
}
