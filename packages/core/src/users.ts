import { z } from 'zod';
import { ZCreatePatientRequest, ZTokenResponse, ZUser } from './auth.ts';
import { isValidIhi } from './ihi.ts';
import { isValidIrn, isValidMedicareNumber } from './medicare.ts';

export const SEXES = ['female', 'male', 'intersex', 'unspecified'] as const;
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

/** The Australian IANA zones a person can choose (DOMAIN.md), Lord Howe included. */
export const AU_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Lord_Howe',
] as const;

export const ZPatientProfile = z.object({
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  addressLine: z.string().nullable(),
  suburb: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  medicareNumber: z.string().nullable(),
  medicareIrn: z.number().int().nullable(),
  /** MM/YYYY as printed on the card. */
  medicareExpiry: z.string().nullable(),
  ihi: z.string().nullable(),
  timeZone: z.string(),
});
export type TPatientProfile = z.infer<typeof ZPatientProfile>;

export const ZDoctorProfile = z.object({
  username: z.string(),
  specialties: z.array(z.string()),
  providerNumber: z.string().nullable(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  esignUrl: z.string().nullable(),
  timeZone: z.string(),
});
export type TDoctorProfile = z.infer<typeof ZDoctorProfile>;

/** A user with their profile, as `GET /users/{id}` and `GET /users/fetchLogin` answer. */
export const ZUserDetail = ZUser.extend({
  status: z.enum(['active', 'blocked']),
  totpEnabled: z.boolean(),
  photoUrl: z.string().nullable(),
  patientProfile: ZPatientProfile.nullable(),
  doctorProfile: ZDoctorProfile.nullable(),
  /** Set when an admin is acting as this user (mask login): who is really there. */
  maskedBy: z
    .object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string() })
    .nullable()
    .optional(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

export const profileMessages = {
  dateOfBirth: 'Enter a date of birth in the past, as YYYY-MM-DD',
  postcode: 'Enter a 4-digit Australian postcode',
  medicareNumber: 'Check the 10-digit Medicare card number',
  medicareIrn: 'The IRN is the single digit (1–9) beside your name on the card',
  medicareExpiry: 'Enter the expiry as MM/YYYY',
  medicareIncomplete: 'Enter the card number, your IRN and the expiry together',
  ihi: 'An IHI is 16 digits starting 800360, with a valid check digit',
  timeZone: 'Choose an Australian time zone',
  username: 'Use lower-case letters, digits and hyphens',
} as const;

const isPastDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now();
};

export const ZPatientProfileUpdate = z
  .object({
    dateOfBirth: z
      .preprocess(
        blankToNull,
        z.string().refine(isPastDate, { error: profileMessages.dateOfBirth }).nullable(),
      )
      .optional(),
    sex: z.preprocess(blankToNull, z.enum(SEXES).nullable()).optional(),
    addressLine: optionalText(200),
    suburb: optionalText(100),
    postcode: z
      .preprocess(
        blankToNull,
        z
          .string()
          .regex(/^\d{4}$/, { error: profileMessages.postcode })
          .nullable(),
      )
      .optional(),
    medicareNumber: z
      .preprocess(
        (v) => (typeof v === 'string' ? blankToNull(v.replace(/\s/g, '')) : v),
        z.string().refine(isValidMedicareNumber, { error: profileMessages.medicareNumber }).nullable(),
      )
      .optional(),
    medicareIrn: z
      .preprocess(
        (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
        z
          .number()
          .int()
          .refine((n) => isValidIrn(String(n)), { error: profileMessages.medicareIrn })
          .nullable(),
      )
      .optional(),
    medicareExpiry: z
      .preprocess(
        blankToNull,
        z
          .string()
          .regex(/^(0[1-9]|1[0-2])\/20\d{2}$/, { error: profileMessages.medicareExpiry })
          .nullable(),
      )
      .optional(),
    ihi: z
      .preprocess(
        (v) => (typeof v === 'string' ? blankToNull(v.replace(/\s/g, '')) : v),
        z.string().refine(isValidIhi, { error: profileMessages.ihi }).nullable(),
      )
      .optional(),
    timeZone: z.enum(AU_TIME_ZONES, { error: profileMessages.timeZone }).optional(),
  })
  .strict();
export type TPatientProfileUpdate = z.infer<typeof ZPatientProfileUpdate>;

export const ZDoctorProfileUpdate = z
  .object({
    bio: optionalText(2000),
    providerNumber: optionalText(20),
    specialties: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
    timeZone: z.enum(AU_TIME_ZONES, { error: profileMessages.timeZone }).optional(),
  })
  .strict();

/** `PUT /users/{id}`: a user edits their own profile; an admin edits anyone's. */
export const ZUpdateProfileRequest = z
  .object({
    firstName: z.string().trim().min(1, { error: 'Please enter a first name' }).max(100).optional(),
    lastName: z.string().trim().min(1, { error: 'Please enter a last name' }).max(100).optional(),
    phone: optionalText(30),
    patientProfile: ZPatientProfileUpdate.optional(),
    doctorProfile: ZDoctorProfileUpdate.optional(),
  })
  .strict();
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** `/users/{id}/notifications`: how a person wants to hear from us. */
export const ZNotificationSettings = z.object({
  appointmentReminders: z.object({ email: z.boolean(), sms: z.boolean() }),
  messages: z.object({ email: z.boolean(), sms: z.boolean() }),
  productNews: z.object({ email: z.boolean() }),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const DEFAULT_NOTIFICATION_SETTINGS: TNotificationSettings = {
  appointmentReminders: { email: true, sms: true },
  messages: { email: true, sms: false },
  productNews: { email: false },
};

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const uploadMessages = {
  missing: 'Choose an image to upload',
  tooLarge: 'That image is larger than 5 MB',
  wrongType: 'Upload a JPEG, PNG or WebP image',
} as const;

/** Mask login: an admin acts as a patient, with a stated reason and a current TOTP code. */
export const MASK_SESSION_MINUTES = 60;
export const ZMaskUserRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(10, { error: 'Say why you need to act as this patient (at least 10 characters)' })
    .max(500),
  totpCode: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' }),
});
export type TMaskUserRequest = z.infer<typeof ZMaskUserRequest>;
export const maskMessages = {
  totpRequired: 'Turn on two-step sign-in before acting as a patient',
  patientsOnly: 'Only a patient account can be viewed this way',
  notWhileMasked: 'This cannot be changed while viewing as someone else',
  inactive: 'This account is blocked or deleted',
} as const;

/** Sign-in with TOTP: the first factor answers a challenge; the code finishes the sign-in. */
export const TOTP_CHALLENGE_MINUTES = 5;
export const TOTP_CHALLENGE_MAX_TRIES = 5;
export const ZTotpChallengeResponse = z.object({
  totpRequired: z.literal(true),
  challenge: z.string(),
});
export type TTotpChallengeResponse = z.infer<typeof ZTotpChallengeResponse>;
/** What every sign-in path answers: a session, or (TOTP turned on) a challenge. */
export const ZSignInResponse = z.union([ZTokenResponse, ZTotpChallengeResponse]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZVerifyTotpRequest = z.object({
  challenge: z.string().min(1).max(200),
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});
export const totpChallengeMessages = {
  expired: 'That sign-in has expired. Start again',
} as const;

/** `POST /users/createPatientWithFreeEmergencyAccess`: what the patient is told they received. */
export const FREE_EMERGENCY_CONSULTS = 1;

/** Where each role lands after signing in (`/secure-portal`). */
export const ROLE_HOME: Record<z.infer<typeof ZUser>['role'], string> = {
  patient: '/account',
  doctor: '/account',
  nurse: '/account',
  companyAdmin: '/account',
  instantDoctor: '/account',
  admin: '/admin',
};

/** A doctor as patients and staff see them in lists: no email or phone. */
export const ZDoctorCard = z.object({
  id: z.string().uuid(),
  role: z.enum(['doctor', 'instantDoctor']),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  specialties: z.array(z.string()),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type TDoctorCard = z.infer<typeof ZDoctorCard>;
export const ZDoctorCardList = z.object({ items: z.array(ZDoctorCard) });

/** Staff alerted when an emergency consult is requested (`/users/slackEmergUsers`). */
export const ZEmergencyContact = z.object({
  id: z.string().uuid(),
  role: z.enum(['admin', 'doctor']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export const ZEmergencyContactList = z.object({ items: z.array(ZEmergencyContact) });

/** How long an email verification link works: a day, as people open sign-up emails later (decision 0050). */
export const EMAIL_CONFIRMATION_TTL_MINUTES = 24 * 60;
export const EMAIL_CONFIRMATIONS_PER_HOUR = 3;
export const accountEmailMessages = {
  confirmationSent: 'We have sent a link to confirm your email. It works once, for 24 hours.',
  verified: 'Thanks, your email is verified.',
  linkExpired: 'This verification link has expired. Sign in and send a new one from your account.',
  linkUsed:
    'This verification link has already been used. Sign in to check your account; you can send a new link from there.',
  linkInvalid: 'This verification link is not valid. Sign in and send a new one from your account.',
  alreadyConfirmed: 'Your email is already confirmed',
  tooManyConfirmations: 'Too many confirmation emails requested. Please try again in an hour.',
  reactivationReceived:
    'Thanks. If that email belongs to a closed or paused account, our team will be in touch within one business day.',
} as const;
/** `POST /auth/verify-email`: the token from a verification link. */
export const ZVerifyEmailRequest = z.object({ token: z.string().min(16).max(200) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZReactivateAccountRequest = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
  message: z.string().trim().max(2000).optional(),
});

/** `POST /users/createPatientWithFreeEmergencyAccess`: sign-up through an employer's program. */
export const ZCreatePatientWithFreeEmergencyRequest = ZCreatePatientRequest.extend({
  companySlug: z
    .string()
    .trim()
    .min(1, { error: 'Enter your organisation’s code' })
    .max(60)
    .transform((v) => v.toLowerCase()),
});
export const freeEmergencyMessages = {
  unknownCompany: 'We do not recognise that organisation code. Check it with your employer',
} as const;

/**
 * A person as their company's administrator sees them (`GET /users/{id}`, `/users/getPatients`):
 * what running the company's account needs, and no more. Never clinical, Medicare, address,
 * date-of-birth or phone details (docs/decisions/0021). A shape of its own, not a subset picked
 * from ZUserDetail, so a field added to the user never reaches an employer by accident.
 */
export const ZCompanyMember = z.object({
  id: z.string().uuid(),
  role: ZUser.shape.role,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyId: z.string().uuid().nullable(),
  status: z.enum(['active', 'blocked']),
  emailVerified: z.boolean(),
});
export type TCompanyMember = z.infer<typeof ZCompanyMember>;
export const ZCompanyMemberList = z.object({
  items: z.array(ZCompanyMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCompanyMemberList = z.infer<typeof ZCompanyMemberList>;

/**
 * Break-glass: a clinician with no consult with a patient opens their record for a stated reason,
 * for BREAK_GLASS_MINUTES. The reason is audited and shown in the patient's access history.
 */
export const BREAK_GLASS_MINUTES = 60;
export const BREAK_GLASS_REASON_MIN = 10;
export const breakGlassMessages = {
  reason: `Say why you need this patient's record (at least ${BREAK_GLASS_REASON_MIN} characters)`,
} as const;
export const ZBreakGlassRequest = z.object({
  reason: z.string().trim().min(BREAK_GLASS_REASON_MIN, { error: breakGlassMessages.reason }).max(500),
});
export type TBreakGlassRequest = z.infer<typeof ZBreakGlassRequest>;
export const ZBreakGlassGrant = z.object({
  patientId: z.string().uuid(),
  reason: z.string(),
  grantedAt: z.string(),
  /** After this instant the record answers 404 again, unless a consult has begun meanwhile. */
  expiresAt: z.string(),
});
export type TBreakGlassGrant = z.infer<typeof ZBreakGlassGrant>;

/** How a doctor is named to patients, on documents and in emails: "Dr Priya Raman". */
export const doctorDisplayName = (doctor: { firstName: string; lastName: string }): string =>
  `Dr ${doctor.firstName} ${doctor.lastName}`;
