import { type TUpdateProfileRequest, type TUserDetail, ZUpdateProfileRequest } from '@curo/core/users';
import type { FieldErrors } from '../../../lib/use-form-state';

export const DOCTOR_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'providerNumber',
  'specialties',
  'bio',
  'timeZone',
] as const;
export type TDoctorField = (typeof DOCTOR_FIELDS)[number];
/** The text boxes; specialties are kept beside them as a list. */
export type TDoctorValues = Record<Exclude<TDoctorField, 'specialties'>, string>;

export const BIO_MAX_LENGTH = 2000;
export const SPECIALTIES_MAX = 20;
export const SPECIALTY_MAX_LENGTH = 80;

export function doctorValuesOf(user: TUserDetail): TDoctorValues {
  const d = user.doctorProfile;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    providerNumber: d?.providerNumber ?? '',
    bio: d?.bio ?? '',
    timeZone: d?.timeZone ?? 'Australia/Sydney',
  };
}

type TParsed =
  | { success: true; body: TUpdateProfileRequest }
  | { success: false; errors: FieldErrors<TDoctorField> };

/** The form as `PUT /users/{id}`, checked with the server's schema; an empty box clears its field. */
export function toDoctorRequest(values: TDoctorValues, specialties: readonly string[]): TParsed {
  const parsed = ZUpdateProfileRequest.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    doctorProfile: {
      providerNumber: values.providerNumber,
      bio: values.bio,
      specialties,
      timeZone: values.timeZone,
    },
  });
  if (parsed.success) return { success: true, body: parsed.data };
  const errors: FieldErrors<TDoctorField> = {};
  for (const issue of parsed.error.issues) {
    // `doctorProfile.specialties.3` is about the specialties; other paths end in their field.
    const field = (issue.path.includes('specialties') ? 'specialties' : issue.path.at(-1)) as TDoctorField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
