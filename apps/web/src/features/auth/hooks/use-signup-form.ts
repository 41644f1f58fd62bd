import { authMessages } from '@curo/core/auth';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useCreatePatient } from '../api/create-patient';
import { SIGNUP_FIELDS, type TSignupField, toSignupInput, ZSignupForm } from '../utils/signup-schema';
import { useStartSession } from './use-start-session';

const signupFieldId = (field: TSignupField) => `signup-${field}`;

/** Which field a server message is about, so that field is marked too. */
function fieldOfServerError(error: unknown): TSignupField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409 || error.message === authMessages.emailTaken) return 'email';
  const passwordMessages: readonly string[] = [
    authMessages.passwordTooCommon,
    authMessages.passwordTooShort,
    authMessages.passwordTooLong,
  ];
  if (passwordMessages.includes(error.message)) return 'password';
  return undefined;
}

/**
 * The sign-up form: presence and format are checked here with the form's schema; anything else
 * (an email already in use, a password too common) is the server's message, shown as given.
 */
export function useSignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useFormState<TSignupField>(
    { firstName: '', lastName: '', email: '', phone: '', password: '' },
    signupFieldId,
    { alertId: 'signup-alert' },
  );
  const mutation = useCreatePatient();
  const startSession = useStartSession();
  const { values, check, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const input = check(ZSignupForm, toSignupInput(values), SIGNUP_FIELDS);
      if (!input) return;
      try {
        const answer = await mutation.mutateAsync(input);
        startSession(answer);
        onSignedUp();
      } catch (error) {
        const field = fieldOfServerError(error);
        showFormError(errorMessage(error), field ? [field] : []);
      }
    },
    [mutation, values, check, showFormError, startSession, onSignedUp],
  );

  // `succeeded` is already true in the render that the new session causes, so a page can tell
  // "just signed in, on the way out" from "arrived signed in".
  return { ...form, submit, busy: mutation.isPending, succeeded: mutation.isSuccess };
}
