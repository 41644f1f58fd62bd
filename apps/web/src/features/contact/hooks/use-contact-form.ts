import { DEFAULT_CONTACT_SUBJECT } from '@curo/core/constants';
import { CONTACT_FIELDS, type TContactField, ZContactEnquiry } from '@curo/core/contact';
import { messages } from '@curo/core/messages';
import { type FormEvent, useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useSendFullContact } from '../api/send-full-contact';

const contactFieldId = (field: TContactField) => `contact-${field}`;

const EMPTY_VALUES: Record<TContactField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  subject: DEFAULT_CONTACT_SUBJECT,
  message: '',
};

/**
 * The contact form's state and rules (spec §4, §5, §8): validation with the shared schema,
 * errors shown as placeholders, the email cleared when it fails, and the server's answers mapped
 * to the spec's toasts (they are its form-level messages).
 */
export function useContactForm({ onSent }: { onSent: () => void }) {
  const form = useFormState<TContactField>(EMPTY_VALUES, contactFieldId);
  const mutation = useSendFullContact();
  const { values, setValue, check, showFieldErrors, resetValues } = form;

  const reset = useCallback(() => {
    resetValues(EMPTY_VALUES);
    mutation.reset();
  }, [resetValues, mutation.reset]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      // Cleared before the check, so the check's error stays on the emptied field.
      const emailFails = !ZContactEnquiry.shape.email.safeParse(values.email).success;
      if (emailFails) setValue('email', '');
      const enquiry = check(ZContactEnquiry, values, CONTACT_FIELDS);
      if (!enquiry) {
        toast.error(messages.contact.fieldsEmpty);
        return;
      }
      try {
        await mutation.mutateAsync(enquiry);
        toast.success(messages.contact.success);
        resetValues(EMPTY_VALUES);
        onSent();
      } catch (error) {
        if (error instanceof ApiError && error.message === messages.contact.serverInvalidEmail) {
          toast.error(messages.contact.serverInvalidEmail);
          setValue('email', '');
          showFieldErrors({ email: messages.contact.serverInvalidEmail }, ['email']);
        } else {
          toast.error(messages.contact.unexpected);
        }
      }
    },
    [mutation, values, onSent, setValue, check, showFieldErrors, resetValues],
  );

  return { ...form, submit, reset, busy: mutation.isPending };
}
