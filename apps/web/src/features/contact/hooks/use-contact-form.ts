import { DEFAULT_CONTACT_SUBJECT } from '@curo/core/constants';
import { CONTACT_FIELDS, type TContactField, ZContactEnquiry } from '@curo/core/contact';
import { messages } from '@curo/core/messages';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSendFullContact } from '../api/send-full-contact';

export type ContactValues = Record<TContactField, string>;
export type ContactErrors = Partial<Record<TContactField, string>>;

const emptyValues = (): ContactValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  subject: DEFAULT_CONTACT_SUBJECT,
  message: '',
});

/**
 * The contact form's state and rules (spec §4, §5, §8): validation with the shared schema,
 * errors shown as placeholders, the email cleared when it fails, and the server's answers mapped
 * to the spec's toasts.
 */
export function useContactForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const mutation = useSendFullContact();

  const setValue = useCallback((field: TContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Typing in a field clears that field's error.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const reset = useCallback(() => {
    setValues(emptyValues());
    setErrors({});
    mutation.reset();
  }, [mutation.reset]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const parsed = ZContactEnquiry.safeParse(values);
      if (!parsed.success) {
        const next: ContactErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as TContactField;
          if (CONTACT_FIELDS.includes(field) && !next[field]) next[field] = issue.message;
        }
        setErrors(next);
        if (next.email) setValues((v) => ({ ...v, email: '' }));
        toast.error(messages.contact.fieldsEmpty);
        return;
      }
      try {
        await mutation.mutateAsync(parsed.data);
        toast.success(messages.contact.success);
        setValues(emptyValues());
        setErrors({});
        onSent();
      } catch (error) {
        if (error instanceof ApiError && error.message === messages.contact.serverInvalidEmail) {
          toast.error(messages.contact.serverInvalidEmail);
          setErrors((e) => ({ ...e, email: messages.contact.serverInvalidEmail }));
          setValues((v) => ({ ...v, email: '' }));
        } else {
          toast.error(messages.contact.unexpected);
        }
      }
    },
    [mutation, values, onSent],
  );

  return { values, errors, setValue, submit, reset, busy: mutation.isPending };
}
