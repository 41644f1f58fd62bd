import { authMessages } from '@curo/core/auth';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useResetPassword } from '../api/reset-password';
import { resetMessages, ZNewPasswordForm } from '../utils/sign-in-schemas';

type ResetField = 'password';
const FIELDS: readonly ResetField[] = ['password'];
const resetFieldId = (field: ResetField) => `reset-${field}`;

const PASSWORD_MESSAGES: readonly string[] = [
  authMessages.passwordTooShort,
  authMessages.passwordTooLong,
  authMessages.passwordTooCommon,
];

/** A 400 about the new password (too short, too common), rather than about the link. */
function isPasswordProblem(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return (
    PASSWORD_MESSAGES.includes(error.message) ||
    /password/i.test(error.code ?? '') ||
    /password|characters/i.test(error.message)
  );
}

/**
 * The new password for the account whose reset link was opened. A password the server turns
 * down is shown on the field; a spent or expired link (401) is said as the server says it, with
 * the way to ask for another.
 */
export function useResetPasswordForm({ token }: { token: string }) {
  // The alert's id is shared with the message for a spent link, which takes the form's place.
  const form = useFormState<ResetField>({ password: '' }, resetFieldId, { alertId: 'reset-alert' });
  const mutation = useResetPassword();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  /** Set when the link cannot be used any more: the form is no use then. */
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const { values, check, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const input = check(ZNewPasswordForm, values, FIELDS);
      if (!input) return;
      try {
        const answer = await mutation.mutateAsync({ token, password: input.password });
        setDoneMessage(answer.message || resetMessages.done);
      } catch (error) {
        if (isPasswordProblem(error)) {
          showFieldErrors({ password: error.message }, FIELDS);
          return;
        }
        if (error instanceof ApiError && [401, 404, 410].includes(error.status)) {
          setExpiredMessage(error.message);
          return;
        }
        showFormError(errorMessage(error));
      }
    },
    [mutation, token, values, check, showFieldErrors, showFormError],
  );

  return { ...form, submit, busy: mutation.isPending, doneMessage, expiredMessage };
}
