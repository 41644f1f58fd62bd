import type { TCompanyPublic } from '@curo/core/companies';
import { companyBookingPath, companyCodeCandidate } from '@curo/core/routes';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { apiRequest } from '../../lib/api-client';

/**
 * `/{code}`: a known company slug sends the visitor to booking with that company's context;
 * anything else renders the not-found page (docs/decisions/0001-company-codes.md).
 */
export async function companyCodeLoader({ params }: LoaderFunctionArgs) {
  const code = companyCodeCandidate(`/${params.code ?? ''}`);
  if (!code) return null;
  try {
    const company = await apiRequest<TCompanyPublic>(`/api/v1/companies/slug/${encodeURIComponent(code)}`);
    return redirect(companyBookingPath(company.slug));
  } catch {
    return null;
  }
}
