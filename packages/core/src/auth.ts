import { z } from 'zod';
import { isValidEmail } from './email.ts';

export const ROLES = ['patient', 'doctor', 'nurse', 'companyAdmin', 'admin', 'instantDoctor'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_DAYS = 30;

export const authMessages = {
  invalidCredentials: 'Incorrect email or password',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'That password is too common. Choose one that is harder to guess',
  emailTaken: 'An account with this email already exists',
  invalidRefreshToken: 'Your session has ended. Please sign in again',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  accountUnavailable: 'This account cannot sign in. Contact support if you think this is a mistake',
  sessionNotFound: 'Session not found',
} as const;

/** A user as the API shows them to themselves and to staff. */
export const ZUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: ZRole,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  companyId: z.string().uuid().nullable(),
  emailVerified: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** What login, sign-up and refresh answer (spec §7 Auth). */
export const ZTokenResponse = z.object({
  access: z.object({ token: z.string() }),
  refresh: z.object({ token: z.string() }),
  accessToken: z.string(),
  user: ZUser.optional(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZLoginRequest = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
  password: z.string().min(1, { error: 'Please enter your password' }).max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });

export const ZSession = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = z.object({ items: z.array(ZSession) });

export const ZCreatePatientRequest = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => isValidEmail(v), { error: 'Please enter a valid email' }),
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
  firstName: z.string().trim().min(1, { error: 'Please enter your first name' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Please enter your last name' }).max(100),
  phone: z.string().trim().max(30).optional(),
});
export type TCreatePatientRequest = z.infer<typeof ZCreatePatientRequest>;

export const MAGIC_LINK_TTL_MINUTES = 10;
export const MAGIC_LINK_SENDS_PER_HOUR = 5;

export const ZSendMagicLinkRequest = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
});
export const ZMagicTokenRequest = z.object({ magicToken: z.string().min(1).max(200) });

export const magicLinkMessages = {
  sent: 'If an account exists for that email, a sign-in link is on its way. It works once, for 10 minutes.',
  invalid: 'This sign-in link has expired or was already used. Ask for a new one.',
} as const;

export const PIN_LENGTH = 6;
export const PIN_TTL_MINUTES = 10;
export const PIN_MAX_WRONG_TRIES = 5;
export const PIN_SENDS_PER_HOUR = 5;

export const pinMessages = {
  sent: 'If an account matches, a 6-digit code is on its way. It works for 10 minutes.',
  invalid: 'That code is not right, or it has expired. Ask for a new one.',
  tooManyTries: 'Too many wrong codes. Ask for a new one.',
  tooManySends: 'Too many codes requested. Please try again in an hour.',
  locked: 'This account is locked after too many failed sign-ins. Reset your password or contact support.',
  phoneInvalid: 'Please enter an Australian mobile number',
} as const;

/**
 * An Australian mobile number in E.164 (+614XXXXXXXX), from the ways people type it
 * ("0412 345 678", "+61 412 345 678", "61412345678"); null when it is not one.
 */
export function normaliseAuMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

const ZPin = z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });
const ZMobile = z
  .string()
  .trim()
  .refine((v) => normaliseAuMobile(v) !== null, { error: pinMessages.phoneInvalid })
  .transform((v) => normaliseAuMobile(v) as string);

export const ZSendPinCodeRequest = z.object({ phone: ZMobile });
export const ZSendPinCodeWithMailRequest = z.object({ email: z.string().trim().min(1).max(254) });
export const ZLoginWithPinCodeRequest = z
  .object({ phone: ZMobile.optional(), email: z.string().trim().max(254).optional(), pinCode: ZPin })
  .refine((v) => Boolean(v.phone) !== Boolean(v.email), { error: 'Give either a phone number or an email' });
export const ZVerifyPinCodeRequest = z.object({ phone: ZMobile, pinCode: ZPin });
export const ZSendPinCodeChangeEmailRequest = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => isValidEmail(v), { error: 'Please enter a valid email' }),
});
export const ZChangeEmailRequest = z.object({ pinCode: ZPin });

export const STAFF_ROLES = ['doctor', 'nurse', 'companyAdmin', 'instantDoctor'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** What an admin sends to create a doctor, nurse, company admin or instant doctor. */
export const ZCreateStaffRequest = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => isValidEmail(v), { error: 'Please enter a valid email' }),
  password: z.string().max(PASSWORD_MAX_LENGTH),
  firstName: z.string().trim().min(1, { error: 'Please enter a first name' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Please enter a last name' }).max(100),
  phone: z.string().trim().max(30).optional(),
  /** Company admins belong to a company. */
  companyId: z.string().uuid().optional(),
  /** Doctors' public handle, for consult-room links. */
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and hyphens' })
    .max(60)
    .optional(),
  specialties: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
  providerNumber: z.string().trim().max(20).optional(),
});
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

export const ZUpdateUserRequest = z.object({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(30).nullable().optional(),
});

export const ZUserList = z.object({
  items: z.array(ZUser.extend({ status: z.enum(['active', 'blocked']) })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserList = z.infer<typeof ZUserList>;

export const ZGoogleLoginRequest = z.object({
  /** The ID token (credential) from Google Identity Services. */
  idToken: z.string().min(1).max(4096),
});
export const googleMessages = {
  notConfigured: 'Google sign-in is not available on this server',
  invalid: 'Google could not confirm who you are. Please try again',
  unverified: 'Your Google account email is not verified',
} as const;

export const PASSWORD_RESET_TTL_MINUTES = 30;
export const ZRequestPasswordResetRequest = z.object({ email: z.string().trim().min(1).max(254) });
export const ZResetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
});
export const passwordResetMessages = {
  sent: 'If an account exists for that email, a link to choose a new password is on its way. It works once, for 30 minutes.',
  invalid: 'This reset link has expired or was already used. Ask for a new one.',
  done: 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
} as const;

/** Staff who may protect their account with an authenticator app (admins need it for mask login). */
export const TOTP_ROLES = ['doctor', 'nurse', 'admin', 'instantDoctor'] as const;
export const ZTotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const ZTotpCodeRequest = z.object({
  code: z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});
export const ZTotpStatus = z.object({ enabled: z.boolean() });
export const totpMessages = {
  invalidCode: 'That code is not right. Check the time on your phone and try again',
  notStarted: 'Start the set-up first',
  alreadyEnabled: 'Two-step sign-in is already on',
} as const;
