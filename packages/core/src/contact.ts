import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
} from './constants.ts';
import { isValidEmail } from './email.ts';
import { messages } from './messages.ts';

const m = messages.contact;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/**
 * A contact enquiry (spec §3, rules of §5). The browser form and `POST /emails/sendFullContact`
 * both validate with this schema, so they cannot disagree about what is acceptable.
 */
export const ZContactEnquiry = z.object({
  firstName: required(m.firstNameRequired, CONTACT_NAME_MAX_LENGTH, m.nameTooLong),
  lastName: required(m.lastNameRequired, CONTACT_NAME_MAX_LENGTH, m.nameTooLong),
  email: z.string({ error: m.emailInvalid }).trim().refine(isValidEmail, { error: m.emailInvalid }),
  phoneNumber: required(m.phoneRequired, CONTACT_PHONE_MAX_LENGTH, m.phoneTooLong),
  subject: z.enum(CONTACT_SUBJECTS, { error: m.subjectRequired }).default(DEFAULT_CONTACT_SUBJECT),
  message: required(m.messageRequired, CONTACT_MESSAGE_MAX_LENGTH, m.messageTooLong),
});
export type TContactEnquiry = z.infer<typeof ZContactEnquiry>;
export type TContactField = keyof TContactEnquiry;

/** Field order of the form, which is also the order errors are reported in. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'subject',
  'message',
] as const satisfies readonly TContactField[];

export const ZContactEnquiryReceipt = z.object({
  id: z.string().uuid(),
  message: z.string(),
});
export type TContactEnquiryReceipt = z.infer<typeof ZContactEnquiryReceipt>;
