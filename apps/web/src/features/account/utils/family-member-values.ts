import type { TFamilyMember } from '@curo/core/family';

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

/**
 * The form as the request body, for the form's schema to check: empty optional boxes are null,
 * and the IRN stays as typed (trimmed) so that only a single digit passes.
 */
export function familyInputOf(values: TFamilyValues) {
  const irn = values.medicareIrn.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    sex: values.sex === '' ? null : values.sex,
    relationship: values.relationship,
    medicareIrn: irn === '' ? null : irn,
  };
}
