import type { ZCompanyAdminList } from '@curo/core/content';
import { ErrorCode } from '@curo/core/errors';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type TCompanyMatch = z.infer<typeof ZCompanyAdminList>['items'][number];

/**
 * The company with exactly this code, from the admin companies list (`GET /companies?query=`),
 * which carries the id a company admin is linked by; a 404 ApiError when none has it.
 */
export async function getCompanyBySlug({ slug }: { slug: string }): Promise<TCompanyMatch> {
  const list = await apiRequest<z.infer<typeof ZCompanyAdminList>>(
    `/api/v1/companies?query=${encodeURIComponent(slug)}`,
  );
  const match = list.items.find((c) => c.slug === slug);
  if (!match) throw new ApiError('Company not found', 404, null, ErrorCode.NOT_FOUND);
  return match;
}
