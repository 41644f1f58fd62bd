import { type TStaffRole, type TUser, ZUpdateUserRequest } from '@curo/core/auth';
import { type FormEvent, useCallback } from 'react';
import { useFormState } from '../../../lib/use-form-state';
import { useUpdateStaffUser } from '../api/update-staff-user';

type TEditField = 'firstName' | 'lastName' | 'phone';
const FIELDS: readonly TEditField[] = ['firstName', 'lastName', 'phone'];
const editFieldId = (field: TEditField) => `edit-user-${field}`;

const editMessages = {
  firstName: 'Please enter a first name',
  lastName: 'Please enter a last name',
} as const;

/**
 * The server's schema with every field given: a name must not be blank, and the phone is a number
 * or null. Lengths past its limits cannot be typed (the inputs' maxLength).
 */
const ZStaffChanges = ZUpdateUserRequest.required();

/** A staff member's name and phone, as an admin corrects them. */
export function useEditStaffForm({
  user,
  onSaved,
}: {
  user: TUser & { role: TStaffRole };
  onSaved: (user: TUser) => void;
}) {
  const form = useFormState<TEditField>(
    { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    editFieldId,
    { alertId: 'edit-user-alert' },
  );
  const mutation = useUpdateStaffUser();
  const { values, check, send } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      // An empty phone box removes the number.
      const changes = check(
        ZStaffChanges,
        { ...values, phone: values.phone.trim() || null },
        FIELDS,
        editMessages,
      );
      if (!changes) return;
      await send(async () => onSaved(await mutation.mutateAsync({ id: user.id, role: user.role, changes })));
    },
    [mutation, values, user.id, user.role, check, send, onSaved],
  );

  return { ...form, submit, busy: mutation.isPending };
}
