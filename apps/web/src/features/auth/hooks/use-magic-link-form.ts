import { type FormEvent, useCallback, useState } from 'react';
import { useSendMagicLink } from '../api/send-magic-link';
import { errorMessage } from '../utils/error-message';
import { fieldErrorsOf } from '../utils/field-errors';
import { ZEmailRequest } from '../utils/sign-in-schemas';
import { useFormState } from './use-form-state';

type MagicLinkField = 'email';
const FIELDS: readonly MagicLinkField[] = ['email'];
export const magicLinkFieldId = (field: MagicLinkField) => `magic-link-${field}`;

/** "Email me a link": an email, then the server's word that a link is on its way. */
export function useMagicLinkForm() {
  const form = useFormState<MagicLinkField>({ email: '' }, magicLinkFieldId);
  const mutation = useSendMagicLink();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { values, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const parsed = ZEmailRequest.safeParse(values);
      if (!parsed.success) {
        showFieldErrors(fieldErrorsOf<MagicLinkField>(parsed.error.issues), FIELDS);
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
