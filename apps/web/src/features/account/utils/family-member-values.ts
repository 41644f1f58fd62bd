import { type TFamilyMember, type TFamilyMemberInput, ZFamilyMemberInput } from '@curo/core/family';
import type { FieldErrors } from '../../../lib/use-form-state';

export const FAMILY_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'sex',
  'relationship',
  'medicareIrn',
] as const;
export type TFamilyField = (typeof FAMILY_FIELDS)[number];
export type TFamilyValues = Record<TFamilyField, string>;

export const RELATIONSHIPS = [
  { value: 'child', label: 'Child' },
  { value: 'partner', label: 'Partner' },
  { value: 'parent', label: 'Parent' },
  { value: 'other', label: 'Someone else I care for' },
] as const;

export const relationshipLabel = (value: string) =>
  RELATIONSHIPS.find((r) => r.value === value)?.label ?? value;

/** Words the core schema has none of: an empty box, an unchosen relationship, a wrong IRN. */
export const familyMessages = {
  dateOfBirthRequired: 'Please enter their date of birth',
  relationshipRequired: 'Choose how you are related',
  medicareIrn: 'Their IRN is the single digit (1–9) beside their name on your card',
} as const;

export const EMPTY_FAMILY_VALUES: TFamilyValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  sex: '',
  relationship: '',
  medicareIrn: '',
};

export function familyValuesOf(member: TFamilyMember): TFamilyValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    sex: member.sex ?? '',
    relationship: member.relationship,
    medicareIrn: member.medicareIrn == null ? '' : String(member.medicareIrn),
  };
}

type TParsed =
  | { success: true; input: TFamilyMemberInput }
  | { success: false; errors: FieldErrors<TFamilyField> };

/** The form as the request body, checked with the server's schema; empty optional boxes are null. */
export function toFamilyInput(values: TFamilyValues): TParsed {
  const errors: FieldErrors<TFamilyField> = {};
  const irn = values.medicareIrn.trim();
  if (values.dateOfBirth === '') errors.dateOfBirth = familyMessages.dateOfBirthRequired;
  if (values.relationship === '') errors.relationship = familyMessages.relationshipRequired;
  if (irn !== '' && !/^[1-9]$/.test(irn)) errors.medicareIrn = familyMessages.medicareIrn;
  const parsed = ZFamilyMemberInput.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    sex: values.sex === '' ? null : values.sex,
    relationship: values.relationship,
    medicareIrn: irn === '' ? null : Number(irn),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TFamilyField;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, input: parsed.data };
}
