import type { TFamilyMember } from '@curo/core/family';
import { useCallback, useId } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFamilyMemberForm } from '../hooks/use-family-member-form';
import { RELATIONSHIPS, type TFamilyField } from '../utils/family-member-values';
import { todayIso } from '../utils/format-date';

const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'intersex', label: 'Intersex' },
  { value: 'unspecified', label: 'Prefer not to say' },
];

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
  const alertId = `${prefix}-family-alert`;
  const headingId = `${prefix}-family-heading`;
  const { values, errors, formError, setValue, submit, busy } = useFamilyMemberForm({
    member,
    idFor,
    onDone,
  });

  const fieldProps = (field: TFamilyField) => ({
    id: idFor(field),
    name: field,
    value: values[field],
    onValueChange: (v: string) => setValue(field, v),
    error: errors[field],
  });

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
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...fieldProps('firstName')} label="First name" autoComplete="off" />
        <TextField {...fieldProps('lastName')} label="Last name" autoComplete="off" />
        <TextField {...fieldProps('dateOfBirth')} label="Date of birth" type="date" max={todayIso()} />
        <SelectField
          {...fieldProps('relationship')}
          label="Relationship to you"
          options={RELATIONSHIPS}
          emptyLabel="Choose one"
        />
        <SelectField
          {...fieldProps('sex')}
          label="Sex"
          options={SEX_OPTIONS}
          emptyLabel="Choose one"
          optional
        />
        <TextField
          {...fieldProps('medicareIrn')}
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
