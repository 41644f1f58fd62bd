import type { TFamilyMember } from '@curo/core/family';
import { useCallback, useId } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFamilyMemberForm } from '../hooks/use-family-member-form';
import { RELATIONSHIPS, type TFamilyField } from '../utils/family-member-values';
import { todayIso } from '../utils/format-date';
import { SEX_OPTIONS } from '../utils/sex-options';

interface FamilyMemberFormProps {
  /** The member being edited; without one, the form adds someone new. */
  member?: TFamilyMember;
  onDone: () => void;
  onCancel: () => void;
}

/** Add or edit one family member, in place in the list. */
export function FamilyMemberForm({ member, onDone, onCancel }: FamilyMemberFormProps) {
  const prefix = useId();
  const idFor = useCallback((field: TFamilyField) => `${prefix}-family-${field}`, [prefix]);
  const headingId = `${prefix}-family-heading`;
  const form = useFamilyMemberForm({ member, idFor, alertId: `${prefix}-family-alert`, onDone });
  const { submit, busy } = form;

  const title = member ? `Edit ${member.firstName} ${member.lastName}` : 'Add a family member';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-lg border border-primary/40 bg-surface p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {form.formError ? <FormAlert id={form.alertId}>{form.formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.text('firstName')} label="First name" autoComplete="off" />
        <TextField {...form.text('lastName')} label="Last name" autoComplete="off" />
        <TextField {...form.text('dateOfBirth')} label="Date of birth" type="date" max={todayIso()} />
        <SelectField
          {...form.text('relationship')}
          label="Relationship to you"
          options={RELATIONSHIPS}
          emptyLabel="Choose one"
        />
        <SelectField
          {...form.text('sex')}
          label="Sex"
          options={SEX_OPTIONS}
          emptyLabel="Choose one"
          optional
        />
        <TextField
          {...form.text('medicareIrn')}
          label="IRN on your Medicare card"
          inputMode="numeric"
          maxLength={1}
          optional
          hint="If they are on your card: the number beside their name."
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving…' : member ? 'Save changes' : 'Add family member'}
        </button>
      </div>
    </form>
  );
}
