import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type TCreatePatientRequest,
  ZCreatePatientRequest,
} from '@curo/core/auth';
import { ZCreatePatientWithFreeEmergencyRequest } from '@curo/core/users';

export const signupMessages = {
  passwordRequired: 'Please choose a password',
  phoneInvalid: 'Please enter a valid phone number, or leave it empty',
} as const;

/**
 * What the browser checks before `POST /users/createPatient`: the server's own schema, plus the
 * length and shape rules a person should hear about before sending. Whether the email is free or
 * the password too common is the server's answer, shown as it gives it.
 */
export const ZSignupForm = ZCreatePatientRequest.extend({
  // Never trimmed: a space is a character the person chose.
  password: ZCreatePatientRequest.shape.password
    .min(1, { error: signupMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort }),
  phone: ZCreatePatientRequest.shape.phone
    .unwrap()
    .regex(/^\+?[\d\s()-]{8,20}$/, { error: signupMessages.phoneInvalid })
    .optional(),
  /** An employer's code (a company's slug): sign-up through their program (decision 0053). */
  companySlug: ZCreatePatientWithFreeEmergencyRequest.shape.companySlug.optional(),
});
export type TSignupForm = TCreatePatientRequest;
export type TSignupField = keyof TSignupForm | 'companySlug';
export const SIGNUP_FIELDS: readonly TSignupField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'companySlug',
];

/** The form's text boxes as the request: an empty phone or code box means none at all. */
export const toSignupInput = (values: Record<TSignupField, string>) => ({
  ...values,
  phone: values.phone.trim() === '' ? undefined : values.phone,
  companySlug: values.companySlug.trim() === '' ? undefined : values.companySlug,
});
