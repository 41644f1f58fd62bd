import { authMessages } from '@curo/core/auth';
import { freeEmergencyMessages } from '@curo/core/users';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useCreatePatient, useCreatePatientWithCode } from '../api/create-patient';
import { SIGNUP_FIELDS, type TSignupField, toSignupInput, ZSignupForm } from '../utils/signup-schema';
import { useStartSession } from './use-start-session';

const signupFieldId = (field: TSignupField) => `signup-${field}`;

/** Which field a server message is about, so that field is marked too. */
function fieldOfServerError(error: unknown): TSignupField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404 || error.message === freeEmergencyMessages.unknownCompany) return 'companySlug';
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
export function useSignupForm({
  onSignedUp,
  companySlug = '',
}: {
  onSignedUp: () => void;
  /** An employer's code the visitor arrived with (`?company=`). */
  companySlug?: string;
}) {
  const form = useFormState<TSignupField>(
    { firstName: '', lastName: '', email: '', phone: '', password: '', companySlug },
    signupFieldId,
    { alertId: 'signup-alert' },
  );
  const plain = useCreatePatient();
  const withCode = useCreatePatientWithCode();
  const startSession = useStartSession();
  const { values, check, showFormError, showFieldErrors } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (plain.isPending || withCode.isPending) return;
      const input = check(ZSignupForm, toSignupInput(values), SIGNUP_FIELDS);
      if (!input) return;
      try {
        const { companySlug: code, ...patient } = input;
        const answer = code
          ? await withCode.mutateAsync({ ...patient, companySlug: code })
          : await plain.mutateAsync(patient);
        startSession(answer);
        onSignedUp();
      } catch (error) {
        const field = fieldOfServerError(error);
        // An unknown code is the code box's own problem, said beside it.
        if (field === 'companySlug') showFieldErrors({ companySlug: errorMessage(error) }, [field]);
        else showFormError(errorMessage(error), field ? [field] : []);
      }
    },
    [plain, withCode, values, check, showFormError, showFieldErrors, startSession, onSignedUp],
  );

  // `succeeded` is already true in the render that the new session causes, so a page can tell
  // "just signed in, on the way out" from "arrived signed in".
  return {
    ...form,
    submit,
    busy: plain.isPending || withCode.isPending,
    succeeded: plain.isSuccess || withCode.isSuccess,
  };
}
