import { authMessages, type TLoginRequest, ZLoginRequest } from '@curo/core/auth';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useLoginUser } from '../api/login-user';
import { type FinishSignInOptions, useFinishSignIn } from './use-finish-sign-in';

type LoginField = keyof TLoginRequest;
const FIELDS: readonly LoginField[] = ['email', 'password'];
const loginFieldId = (field: LoginField) => `login-${field}`;

/**
 * The sign-in form: both fields must be filled in, then the server decides. A wrong email or
 * password is one message for both, so the form does not reveal which accounts exist.
 */
export function useLoginForm(options: FinishSignInOptions) {
  const form = useFormState<LoginField>({ email: '', password: '' }, loginFieldId, {
    alertId: 'login-alert',
  });
  const mutation = useLoginUser();
  const finishSignIn = useFinishSignIn(options);
  const { values, check, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const input = check(ZLoginRequest, values, FIELDS);
      if (!input) return;
      try {
        finishSignIn(await mutation.mutateAsync(input));
      } catch (error) {
        const wrongCredentials =
          error instanceof ApiError &&
          (error.status === 401 || error.message === authMessages.invalidCredentials);
        showFormError(errorMessage(error), wrongCredentials ? FIELDS : []);
      }
    },
    [mutation, values, check, showFormError, finishSignIn],
  );

  // `succeeded` is already true in the render that the new session causes, so a page can tell
  // "just signed in, on the way out" from "arrived signed in".
  return { ...form, submit, busy: mutation.isPending, succeeded: mutation.isSuccess };
}
