import {
  authMessages,
  PASSWORD_MIN_LENGTH,
  type TCreatePatientRequest,
  ZCreatePatientRequest,
} from '@curo/core/auth';

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
});
export type TSignupForm = TCreatePatientRequest;
export type TSignupField = keyof TSignupForm;
export const SIGNUP_FIELDS: readonly TSignupField[] = ['firstName', 'lastName', 'email', 'phone', 'password'];

/** The form's text boxes as the request: an empty phone box means no phone at all. */
export const toSignupInput = (values: Record<TSignupField, string>) => ({
  ...values,
  phone: values.phone.trim() === '' ? undefined : values.phone,
});
