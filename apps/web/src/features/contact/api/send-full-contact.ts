import type { TContactEnquiry, TContactEnquiryReceipt } from '@curo/core/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SEND_FULL_CONTACT_PATH = '/api/v1/emails/sendFullContact';

/** The spec's contactUs call: `POST /emails/sendFullContact`. */
export function sendFullContact(enquiry: TContactEnquiry): Promise<TContactEnquiryReceipt> {
  return apiRequest<TContactEnquiryReceipt>(SEND_FULL_CONTACT_PATH, {
    method: 'POST',
    body: JSON.stringify(enquiry),
  });
}

export function useSendFullContact() {
  return useMutation({ mutationFn: sendFullContact });
}
