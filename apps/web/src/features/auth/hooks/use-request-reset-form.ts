import { type FormEvent, useCallback, useState } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { errorMessage } from '../utils/error-message';
import { fieldErrorsOf } from '../utils/field-errors';
import { ZEmailRequest } from '../utils/sign-in-schemas';
import { useFormState } from './use-form-state';

type RequestResetField = 'email';
const FIELDS: readonly RequestResetField[] = ['email'];
export const requestResetFieldId = (field: RequestResetField) => `reset-request-${field}`;

/** "Forgot password?": an email, then the server's word that a reset link is on its way. */
export function useRequestResetForm() {
  const form = useFormState<RequestResetField>({ email: '' }, requestResetFieldId);
  const mutation = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { values, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const parsed = ZEmailRequest.safeParse(values);
      if (!parsed.success) {
        showFieldErrors(fieldErrorsOf<RequestResetField>(parsed.error.issues), FIELDS);
        return;
      }
      setSentMessage(null);
      try {
        const answer = await mutation.mutateAsync(parsed.data);
        setSentMessage(answer.message);
      } catch (error) {
        showFormError(errorMessage(error));
      }
    },
    [mutation, values, showFieldErrors, showFormError],
  );

  return { ...form, submit, busy: mutation.isPending, sentMessage };
}
