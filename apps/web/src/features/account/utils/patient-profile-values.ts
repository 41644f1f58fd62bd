import {
  profileMessages,
  type TUpdateProfileRequest,
  type TUserDetail,
  ZUpdateProfileRequest,
} from '@curo/core/users';
import type { FieldErrors } from '../../../lib/use-form-state';
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

const MEDICARE_FIELDS = ['medicareNumber', 'medicareIrn', 'medicareExpiry'] as const;

type TParsed =
  | { success: true; body: TUpdateProfileRequest }
  | { success: false; errors: FieldErrors<TPatientField> };

/**
 * The form as `PUT /users/{id}`, checked with the server's own schema. Blank boxes become null (so
 * clearing a field clears it), and a Medicare card is all three of number, IRN and expiry or none.
 */
export function toPatientRequest(values: TPatientValues): TParsed {
  const parsed = ZUpdateProfileRequest.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    patientProfile: {
      dateOfBirth: values.dateOfBirth,
      sex: values.sex,
      addressLine: values.addressLine,
      suburb: values.suburb,
      postcode: values.postcode.trim(),
      timeZone: values.timeZone,
      medicareNumber: medicareDigits(values.medicareNumber),
      medicareIrn: values.medicareIrn.trim(),
      medicareExpiry: fullExpiry(values.medicareExpiry),
      ihi: values.ihi,
    },
  });
  const errors: FieldErrors<TPatientField> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // Nested fields are named by their last segment: patientProfile.postcode is "postcode".
      const field = issue.path.at(-1) as TPatientField;
      errors[field] ??= issue.message;
    }
    return { success: false, errors };
  }
  const card = parsed.data.patientProfile;
  const given = MEDICARE_FIELDS.filter((f) => card?.[f] != null);
  if (given.length > 0 && given.length < MEDICARE_FIELDS.length) {
    for (const f of MEDICARE_FIELDS) {
      if (card?.[f] == null) errors[f] = profileMessages.medicareIncomplete;
    }
    return { success: false, errors };
  }
  return { success: true, body: parsed.data };
}

/** Which field a server message is about, so that field is marked and pointed at the message. */
export function fieldOfServerMessage(message: string): TPatientField | undefined {
  const entry = Object.entries(profileMessages).find(([, text]) => text === message);
  if (!entry) return undefined;
  const [key] = entry;
  if (key === 'medicareIncomplete') return 'medicareNumber';
  return (PATIENT_FIELDS as readonly string[]).includes(key) ? (key as TPatientField) : undefined;
}
