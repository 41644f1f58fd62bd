import { type TFamilyMember, ZFamilyMemberInput } from '@curo/core/family';
import { type FormEvent, useCallback } from 'react';
import { z } from 'zod';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useAddFamilyMember } from '../api/add-family-member';
import { useUpdateFamilyMember } from '../api/update-family-member';
import {
  EMPTY_FAMILY_VALUES,
  FAMILY_FIELDS,
  familyInputOf,
  familyMessages,
  familyValuesOf,
  type TFamilyField,
} from '../utils/family-member-values';
import { revealFocusedField } from '../utils/reveal-focused-field';

/**
 * The server's schema, with a date of birth left empty asked for rather than called malformed,
 * and an IRN that must be one digit as typed ("01" is not).
 */
const ZFamilyForm = ZFamilyMemberInput.extend({
  dateOfBirth: z
    .string()
    .min(1, { error: familyMessages.dateOfBirthRequired })
    .pipe(ZFamilyMemberInput.shape.dateOfBirth),
  medicareIrn: z
    .string()
    .regex(/^[1-9]$/)
    .transform(Number)
    .nullable(),
});

/** Any problem with these is said in the form's words: a relationship is only ever unchosen. */
const FAMILY_FIELD_MESSAGES = {
  relationship: familyMessages.relationshipRequired,
  medicareIrn: familyMessages.medicareIrn,
};

/**
 * Adding a family member, or editing `member` when given. Saving closes the form (`onDone`) and
 * says so; a refusal stays in the form, in the server's words.
 */
export function useFamilyMemberForm({
  member,
  idFor,
  alertId,
  onDone,
}: {
  member?: TFamilyMember;
  idFor: (field: TFamilyField) => string;
  /** The id of the form's message, which its fields point at. */
  alertId: string;
  onDone: () => void;
}) {
  const form = useFormState<TFamilyField>(member ? familyValuesOf(member) : EMPTY_FAMILY_VALUES, idFor, {
    alertId,
  });
  const add = useAddFamilyMember();
  const update = useUpdateFamilyMember();
  const busy = add.isPending || update.isPending;
  const { values, check, send } = form;

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // The family form sits inside the page; its submit must not reach an outer form.
      event?.stopPropagation();
      if (busy) return;
      const input = check(ZFamilyForm, familyInputOf(values), FAMILY_FIELDS, FAMILY_FIELD_MESSAGES);
      if (!input) {
        revealFocusedField();
        return;
      }
      const name = `${input.firstName} ${input.lastName}`;
      await send(async () => {
        if (member) {
          await update.mutateAsync({ id: member.id, input });
          toast.success(`${name}'s details have been saved.`);
        } else {
          await add.mutateAsync({ input });
          toast.success(`${name} has been added to your family.`);
        }
        onDone();
      });
    },
    [busy, values, member, add, update, onDone, check, send],
  );

  return { ...form, submit, busy };
}
