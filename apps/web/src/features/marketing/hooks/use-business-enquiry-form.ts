import { type EMPLOYEE_BANDS, type TCompanyContactRequest, ZCompanyContactRequest } from '@curo/core/content';
import { isValidEmail } from '@curo/core/email';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSendCompanyContact } from '../api/send-company-contact';
import { errorMessage } from '../utils/error-message';

export type TEnquiryField = keyof TCompanyContactRequest;
export type TEnquiryValues = Record<TEnquiryField, string>;

/** The fields in the order they appear, so focus goes to the first one in error. */
export const ENQUIRY_FIELDS: readonly TEnquiryField[] = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'employees',
  'message',
];

export const INVALID_EMAIL = 'Please enter a valid email';

export const EMPLOYEE_BAND_LABELS: Record<(typeof EMPLOYEE_BANDS)[number], string> = {
  '1-19': '1–19 people',
  '20-199': '20–199 people',
  '200-999': '200–999 people',
  '1000+': '1,000 or more',
};

export const enquiryFieldId = (field: TEnquiryField) => `enquiry-${field}`;

const emptyValues = (): TEnquiryValues => ({
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  employees: '',
  message: '',
});

/**
 * The `/business` enquiry form: presence, length and email format are checked here with the
 * schema the server uses; anything the server refuses (a rate limit, its own email check) is shown
 * in its words. Typing in a field clears that field's error.
 */
export function useBusinessEnquiryForm() {
  const [values, setValues] = useState<TEnquiryValues>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<TEnquiryField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusField, setFocusField] = useState<TEnquiryField | null>(null);
  const mutation = useSendCompanyContact();

  // Focus moves after the errors have rendered, so a screen reader reads the field with its error.
  useEffect(() => {
    if (!focusField) return;
    document.getElementById(enquiryFieldId(focusField))?.focus();
    setFocusField(null);
  }, [focusField]);

  const setValue = useCallback((field: TEnquiryField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setFormError(null);
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const parsed = ZCompanyContactRequest.safeParse(values);
      const next: Partial<Record<TEnquiryField, string>> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) next[issue.path[0] as TEnquiryField] ??= issue.message;
      }
      if (!next.email && !isValidEmail(values.email.trim())) next.email = INVALID_EMAIL;
      if (!parsed.success || Object.keys(next).length > 0) {
        setErrors(next);
        setFormError(null);
        setFocusField(ENQUIRY_FIELDS.find((f) => next[f]) ?? null);
        return;
      }
      try {
        await mutation.mutateAsync(parsed.data);
      } catch (error) {
        const message = errorMessage(error);
        if (error instanceof ApiError && message === INVALID_EMAIL) {
          setErrors({ email: message });
          setFocusField('email');
        } else {
          setFormError(message);
        }
      }
    },
    [mutation, values],
  );

  const reset = useCallback(() => {
    setValues(emptyValues());
    setErrors({});
    setFormError(null);
    mutation.reset();
  }, [mutation.reset]);

  return {
    values,
    errors,
    formError,
    setValue,
    submit,
    reset,
    busy: mutation.isPending,
    /** The server's confirmation, once sent. */
    sent: mutation.isSuccess ? mutation.data.message : null,
  };
}
