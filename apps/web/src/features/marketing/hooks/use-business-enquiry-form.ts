import { type EMPLOYEE_BANDS, type TCompanyContactRequest, ZCompanyContactRequest } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFormState } from '../../../lib/use-form-state';
import { useSendCompanyContact } from '../api/send-company-contact';
import { errorMessage } from '../utils/error-message';

type TEnquiryField = keyof TCompanyContactRequest;

/** The fields in the order they appear, so focus goes to the first one in error. */
const ENQUIRY_FIELDS: readonly TEnquiryField[] = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'employees',
  'message',
];

const INVALID_EMAIL = 'Please enter a valid email';

/** The server's schema, with the email's format checked here too so a typo is caught before sending. */
const ZEnquiryForm = ZCompanyContactRequest.extend({
  email: ZCompanyContactRequest.shape.email.refine((v) => isValidEmail(v), { error: INVALID_EMAIL }),
});

export const EMPLOYEE_BAND_LABELS: Record<(typeof EMPLOYEE_BANDS)[number], string> = {
  '1-19': '1–19 people',
  '20-199': '20–199 people',
  '200-999': '200–999 people',
  '1000+': '1,000 or more',
};

const enquiryFieldId = (field: TEnquiryField) => `enquiry-${field}`;

const EMPTY_VALUES: Record<TEnquiryField, string> = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  employees: '',
  message: '',
};

/**
 * The `/business` enquiry form: presence, length and email format are checked here with the
 * schema the server uses; anything the server refuses (a rate limit, its own email check) is shown
 * in its words.
 */
export function useBusinessEnquiryForm() {
  const form = useFormState<TEnquiryField>(EMPTY_VALUES, enquiryFieldId);
  const mutation = useSendCompanyContact();
  const { values, check, showFieldErrors, showFormError, resetValues } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const enquiry = check(ZEnquiryForm, values, ENQUIRY_FIELDS);
      if (!enquiry) return;
      try {
        await mutation.mutateAsync(enquiry);
      } catch (error) {
        const message = errorMessage(error);
        // The server's own email check is about the email field, so it is shown there.
        if (error instanceof ApiError && message === INVALID_EMAIL)
          showFieldErrors({ email: message }, ['email']);
        else showFormError(message);
      }
    },
    [mutation, values, check, showFieldErrors, showFormError],
  );

  const reset = useCallback(() => {
    resetValues(EMPTY_VALUES);
    mutation.reset();
  }, [resetValues, mutation.reset]);

  return {
    ...form,
    submit,
    reset,
    busy: mutation.isPending,
    /** The server's confirmation, once sent. */
    sent: mutation.isSuccess ? mutation.data.message : null,
  };
}
