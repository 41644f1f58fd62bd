import { ROLES } from '@curo/core/auth';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { companies } from './companies';

/** Everyone who signs in. One role each; specialists are doctors with specialties. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** Stored lower-cased, so look-ups and uniqueness ignore case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Closed (soft-deleted): gone from lists, unable to sign in; the records stay for their retention period. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When a closed account's retention period ran out and its identifying details were removed
     * (decision 0058). Set once; the job never looks at the account again.
     */
    deidentifiedAt: timestamp('deidentified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** TOTP secret, encrypted with the server key; pending until the first code confirms it. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step (its start, in Unix seconds) of the last code accepted: no code is accepted twice. */
    totpLastEpoch: bigint('totp_last_epoch', { mode: 'number' }),
    /** Consecutive failed sign-ins of any kind; reset by a success. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Storage key of the resized profile picture (random; never from the upload's name). */
    photoKey: text('photo_key'),
    /** How the person wants to hear from us; missing keys take the defaults. */
    notificationSettings: jsonb('notification_settings').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_company_idx').on(t.companyId),
    // The retention job's scan: closed accounts not yet de-identified.
    index('users_retention_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.deidentifiedAt} is null`),
  ],
);

export const patientProfiles = pgTable('patient_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dateOfBirth: date('date_of_birth'),
  /** Kept when a closed account is de-identified and its date of birth removed (decision 0058), for statistics. */
  birthYear: smallint('birth_year'),
  sex: text('sex', { enum: ['female', 'male', 'intersex', 'unspecified'] }),
  addressLine: text('address_line'),
  suburb: text('suburb'),
  postcode: text('postcode'),
  state: text('state'),
  medicareNumber: text('medicare_number'),
  medicareIrn: smallint('medicare_irn'),
  /** MM/YYYY as printed on the card. */
  medicareExpiry: text('medicare_expiry'),
  ihi: text('ihi'),
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  /** Emergency consults an employer's program pays for; spent by the scheduling work. */
  freeEmergencyConsults: smallint('free_emergency_consults').notNull().default(0),
});

export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public handle used in consult-room links. */
    username: text('username').notNull(),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    providerNumber: text('provider_number'),
    bio: text('bio'),
    /** Storage key of the signature image printed on documents; served only to its owner and admins. */
    esignKey: text('esign_key'),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    /** Filled in by the scheduling issue. */
    consultSettings: jsonb('consult_settings').notNull().default({}),
  },
  (t) => [uniqueIndex('doctor_profiles_username_unique').on(t.username)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family (a session); every
 * refresh rotates to a new row in the same family. Presenting a rotated token again means it was
 * stolen or replayed, and revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The family's absolute end: rotation never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Mask login: the admin really acting in this session as `userId`. */
    maskedBy: uuid('masked_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Append-only: who did what to which record, when and from where. Never updated or deleted. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** The person really acting (the admin, in a masked session). */
    actorId: uuid('actor_id'),
    /** The account the action was taken as, when that differs (mask login). */
    actingAsId: uuid('acting_as_id'),
    action: text('action').notNull(),
    /** The person the record belongs to, for "who accessed my record". */
    subjectUserId: uuid('subject_user_id'),
    recordType: text('record_type'),
    recordId: text('record_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_at_idx').on(t.createdAt),
    index('audit_events_subject_idx').on(t.subjectUserId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** One-time links sent by email (sign-in, password reset): stored hashed, single use, short-lived. */
export const magicTokens = pgTable(
  'magic_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** A sign-in link, a link that lets the holder choose a new password, or one that confirms the email. */
    purpose: text('purpose', { enum: ['login', 'passwordReset', 'verifyEmail'] })
      .notNull()
      .default('login'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('magic_tokens_hash_unique').on(t.tokenHash),
    index('magic_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Six-digit codes sent by SMS or email: to sign in, to confirm a phone number, or to confirm a new
 * email address. Stored as keyed hashes; 10 minutes; 5 wrong tries per code.
 */
export const pinCodes = pgTable(
  'pin_codes',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'verifyPhone', 'changeEmail'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The phone number or email address the code was sent to. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pin_codes_destination_idx').on(t.destination, t.createdAt),
    index('pin_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/**
 * Sign-in attempts that count towards a throttle (decision 0054): failed passwords per address and
 * IP, sign-in links and codes asked for per address. Keyed by an HMAC of the address, so unknown
 * addresses count exactly as accounts do and the table names no one.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    scope: text('scope', { enum: ['login', 'totp', 'magic_link', 'pin_send'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The client's address, for throttles per address and IP; null for per-address ones. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttle_key_idx').on(t.scope, t.keyHash, t.createdAt)],
);

/**
 * The second step of signing in with TOTP: the first factor (password, link, code, Google) was
 * right; this challenge, stored hashed, waits a few minutes for the authenticator code.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** How the first factor was given, for the audit trail. */
    method: text('method').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_challenges_hash_unique').on(t.tokenHash)],
);

/** Dependants a patient books for: children, a parent they care for. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    sex: text('sex', { enum: ['female', 'male', 'intersex', 'unspecified'] }),
    relationship: text('relationship', { enum: ['child', 'partner', 'parent', 'other'] }).notNull(),
    medicareIrn: smallint('medicare_irn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_patient_idx').on(t.patientId)],
);
