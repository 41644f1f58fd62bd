import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useFormState } from '../../../lib/use-form-state';
import { ZEmailRequest } from '../utils/sign-in-schemas';

type EmailField = 'email';
const FIELDS: readonly EmailField[] = ['email'];

/**
 * A one-field form that asks the server to email a link (sign-in or password reset), then shows
 * the server's word that it is on its way.
 */
export function useEmailLinkForm(
  mutation: UseMutationResult<{ message: string }, unknown, { email: string }>,
  fieldId: (field: EmailField) => string,
  options: { alertId?: string } = {},
) {
  const form = useFormState<EmailField>({ email: '' }, fieldId, options);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { values, check, send } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const input = check(ZEmailRequest, values, FIELDS);
      if (!input) return;
      setSentMessage(null);
      await send(async () => setSentMessage((await mutation.mutateAsync(input)).message));
    },
    [mutation, values, check, send],
  );

  return { ...form, submit, busy: mutation.isPending, sentMessage };
}
