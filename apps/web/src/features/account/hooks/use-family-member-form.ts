import type { TFamilyMember } from '@curo/core/family';
import { type FormEvent, useCallback } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useAddFamilyMember } from '../api/add-family-member';
import { useUpdateFamilyMember } from '../api/update-family-member';
import {
  EMPTY_FAMILY_VALUES,
  FAMILY_FIELDS,
  familyValuesOf,
  type TFamilyField,
  toFamilyInput,
} from '../utils/family-member-values';
import { revealFocusedField } from '../utils/reveal-focused-field';

/**
 * Adding a family member, or editing `member` when given. Saving closes the form (`onDone`) and
 * says so; a refusal stays in the form, in the server's words.
 */
export function useFamilyMemberForm({
  member,
  idFor,
  onDone,
}: {
  member?: TFamilyMember;
  idFor: (field: TFamilyField) => string;
  onDone: () => void;
}) {
  const form = useFormState<TFamilyField>(member ? familyValuesOf(member) : EMPTY_FAMILY_VALUES, idFor);
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();
  const busy = add.isPending || update.isPending;
  const { values, showFieldErrors, showFormError } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // The family form sits inside the page; its submit must not reach an outer form.
      event?.stopPropagation();
      if (busy) return;
      const parsed = toFamilyInput(values);
      if (!parsed.success) {
        showFieldErrors(parsed.errors, FAMILY_FIELDS);
        revealFocusedField();
        return;
      }
      const name = `${parsed.input.firstName} ${parsed.input.lastName}`;
      try {
        if (member) {
          await update.mutateAsync({ id: member.id, input: parsed.input });
          toast.success(`${name}'s details have been saved.`);
        } else {
          await add.mutateAsync({ input: parsed.input });
          toast.success(`${name} has been added to your family.`);
        }
        onDone();
      } catch (error) {
        showFormError(errorMessage(error));
      }
    },
    [busy, values, member, add, update, onDone, showFieldErrors, showFormError],
  );

  return { ...form, submit, busy };
}
