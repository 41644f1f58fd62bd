import { profileMessages, type TUserDetail } from '@curo/core/users';
import { medicareDigits } from './medicare-feedback';

export const PATIENT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'sex',
  'addressLine',
  'suburb',
  'postcode',
  'timeZone',
  'medicareNumber',
  'medicareIrn',
  'medicareExpiry',
  'ihi',
] as const;
export type TPatientField = (typeof PATIENT_FIELDS)[number];
export type TPatientValues = Record<TPatientField, string>;

const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The form's text boxes, filled from the stored user; a missing value is an empty box. */
export function patientValuesOf(user: TUserDetail): TPatientValues {
  const p = user.patientProfile;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    dateOfBirth: p?.dateOfBirth ?? '',
    sex: p?.sex ?? '',
    addressLine: p?.addressLine ?? '',
    suburb: p?.suburb ?? '',
    postcode: p?.postcode ?? '',
    timeZone: p?.timeZone ?? DEFAULT_TIME_ZONE,
    medicareNumber: p?.medicareNumber ?? '',
    medicareIrn: p?.medicareIrn == null ? '' : String(p.medicareIrn),
    medicareExpiry: p?.medicareExpiry ?? '',
    ihi: p?.ihi ?? '',
  };
}

/** "03/28" is how some people read the card; the server keeps the four-digit year. */
const fullExpiry = (value: string) => {
  const short = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  return short ? `${short[1]}/20${short[2]}` : value.trim();
};

/**
 * The form's boxes as `PUT /users/{id}` takes them, still one level flat so that each problem the
 * form's schema finds is named by its field. That schema makes blank boxes null (so clearing a
 * field clears it) and nests the profile.
 */
export function patientInputOf(values: TPatientValues) {
  return {
    ...values,
    postcode: values.postcode.trim(),
    medicareNumber: medicareDigits(values.medicareNumber),
    medicareIrn: values.medicareIrn.trim(),
    medicareExpiry: fullExpiry(values.medicareExpiry),
  };
}

/** Which field a server message is about, so that field is marked and pointed at the message. */
export function fieldOfServerMessage(message: string): TPatientField | undefined {
  const entry = Object.entries(profileMessages).find(([, text]) => text === message);
  if (!entry) return undefined;
  const [key] = entry;
  if (key === 'medicareIncomplete') return 'medicareNumber';
  return (PATIENT_FIELDS as readonly string[]).includes(key) ? (key as TPatientField) : undefined;
}
