import { ZTotpCodeRequest } from '@curo/core/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useFormState } from '../../../lib/use-form-state';

type CodeField = 'code';

/**
 * One box for a current authenticator code, sent to `mutation` (turning two-step sign-in on or
 * off). A wrong code empties the box for the next one.
 */
export function useTotpCodeForm({
  mutation,
  fieldId,
  alertId,
  onDone,
}: {
  mutation: UseMutationResult<{ enabled: boolean }, unknown, { code: string }>;
  fieldId: (field: CodeField) => string;
  alertId: string;
  onDone: () => void;
}) {
  const form = useFormState<CodeField>({ code: '' }, fieldId, { alertId });
  const { values, setValue, check, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const input = check(ZTotpCodeRequest, { code: values.code.replace(/[\s-]/g, '') }, ['code']);
      if (!input) return;
      try {
        await mutation.mutateAsync(input);
        onDone();
      } catch (error) {
        const wrongCode = error instanceof ApiError && error.status === 400;
        if (wrongCode) {
          setValue('code', '');
          document.getElementById(fieldId('code'))?.focus();
        }
        showFormError(errorMessage(error), wrongCode ? ['code'] : []);
      }
    },
    [mutation, values.code, fieldId, check, showFormError, setValue, onDone],
  );

  return { ...form, submit, busy: mutation.isPending };
}
