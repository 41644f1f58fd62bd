import type { TCompanyContactRequest } from '@curo/core/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SEND_COMPANY_CONTACT_PATH = '/api/v1/emails/sendCompanyContact';

/** `POST /emails/sendCompanyContact`: a business enquiry from `/business`, for the partnerships team. */
export function sendCompanyContact(enquiry: TCompanyContactRequest): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(SEND_COMPANY_CONTACT_PATH, {
    method: 'POST',
    body: JSON.stringify(enquiry),
  });
}

export function useSendCompanyContact() {
  return useMutation({ mutationFn: sendCompanyContact });
}
