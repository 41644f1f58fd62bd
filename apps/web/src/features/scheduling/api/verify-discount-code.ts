import { type TVerifyCodeResult, ZVerifyCodeResult } from '@curo/core/discounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const VERIFY_CODE_PATH = '/api/v1/discountCodes/verifyCode';

/** `GET /discountCodes/verifyCode?code=`: whether the code applies to the signed-in patient now. */
export async function verifyDiscountCode(code: string): Promise<TVerifyCodeResult> {
  return ZVerifyCodeResult.parse(
    await apiRequest<unknown>(`${VERIFY_CODE_PATH}?code=${encodeURIComponent(code)}`),
  );
}

/** The verdict on a typed code (empty: none asked); the last verdict stays while the next is read. */
export function useVerifyDiscountCode(code: string) {
  return useQuery({
    queryKey: ['discount-code', code] as const,
    queryFn: () => verifyDiscountCode(code),
    enabled: code.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
