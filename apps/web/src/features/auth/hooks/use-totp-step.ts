import { ZVerifyTotpRequest } from '@curo/core/users';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';
import { useVerifyTotp } from '../api/verify-totp';
import { useStartSession } from './use-start-session';

type TotpField = 'code';
export const totpFieldId = (field: TotpField) => `totp-${field}`;
const ZTotpCode = ZVerifyTotpRequest.pick({ code: true });

/**
 * The second step of signing in with two-step sign-in on: the 6-digit code for the challenge the
 * first factor returned. A wrong code clears the box for the next one; once the challenge is used
 * up or expired (401), the only way on is to start again.
 */
export function useTotpStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: () => void }) {
  const form = useFormState<TotpField>({ code: '' }, totpFieldId, { alertId: 'totp-alert' });
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const mutation = useVerifyTotp();
  const startSession = useStartSession();
  const { values, setValue, check, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending || expiredMessage) return;
      const input = check(ZTotpCode, { code: values.code.replace(/[\s-]/g, '') }, ['code']);
      if (!input) return;
      try {
        startSession(await mutation.mutateAsync({ challenge, code: input.code }));
        onSignedIn();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          setExpiredMessage(error.message);
          return;
        }
        const wrongCode = error instanceof ApiError && error.status === 400;
        if (wrongCode) {
          // The next code is typed from scratch; the message says what went wrong.
          setValue('code', '');
          document.getElementById(totpFieldId('code'))?.focus();
        }
        showFormError(errorMessage(error), wrongCode ? ['code'] : []);
      }
    },
    [
      mutation,
      expiredMessage,
      values.code,
      challenge,
      check,
      showFormError,
      setValue,
      startSession,
      onSignedIn,
    ],
  );

  return {
    ...form,
    submit,
    busy: mutation.isPending,
    succeeded: mutation.isSuccess,
    /** Set once the challenge can no longer be answered: the server's words. */
    expiredMessage,
  };
}
