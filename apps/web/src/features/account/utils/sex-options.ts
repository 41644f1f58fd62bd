import type { SEXES } from '@curo/core/users';

/** The choices for sex, as Medicare records it, in the patient's and their family's details. */
export const SEX_OPTIONS: ReadonlyArray<{ value: (typeof SEXES)[number]; label: string }> = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'intersex', label: 'Intersex' },
  { value: 'unspecified', label: 'Prefer not to say' },
];
