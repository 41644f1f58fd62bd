import type { TStaffRole, TUser } from '@curo/core/auth';
import { type FormEvent, useCallback } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { type FieldErrors, useFormState } from '../../../lib/use-form-state';
import { useUpdateStaffUser } from '../api/update-staff-user';

type TEditField = 'firstName' | 'lastName' | 'phone';
const FIELDS: readonly TEditField[] = ['firstName', 'lastName', 'phone'];
export const editFieldId = (field: TEditField) => `edit-user-${field}`;

export const editMessages = {
  firstName: 'Please enter a first name',
  lastName: 'Please enter a last name',
} as const;

/** Lengths past the server's limits cannot be typed (the inputs' maxLength); a name must not be blank. */
function problemsOf(values: Record<TEditField, string>): FieldErrors<TEditField> {
  const problems: FieldErrors<TEditField> = {};
  if (values.firstName.trim() === '') problems.firstName = editMessages.firstName;
  if (values.lastName.trim() === '') problems.lastName = editMessages.lastName;
  return problems;
}

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
  );
  const mutation = useUpdateStaffUser();
  const { values, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (mutation.isPending) return;
      const problems = problemsOf(values);
      if (Object.keys(problems).length > 0) {
        showFieldErrors(problems, FIELDS);
        return;
      }
      const phone = values.phone.trim();
      try {
        onSaved(
          await mutation.mutateAsync({
            id: user.id,
            role: user.role,
            // An empty phone box removes the number.
            changes: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              phone: phone || null,
            },
          }),
        );
      } catch (error) {
        showFormError(errorMessage(error));
      }
    },
    [mutation, values, user.id, user.role, showFieldErrors, showFormError, onSaved],
  );

  return { ...form, submit, busy: mutation.isPending };
}
