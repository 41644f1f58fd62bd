import type { TUserDetail } from '@curo/core/users';

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

/**
 * The form as `PUT /users/{id}` takes it, still one level flat so that each problem the form's
 * schema finds is named by its field (a specialty's by "specialties"). That schema makes an empty
 * box clear its field and nests the profile.
 */
export function doctorInputOf(values: TDoctorValues, specialties: readonly string[]) {
  return { ...values, specialties };
}
