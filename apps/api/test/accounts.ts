import type { TRole } from '@curo/core/auth';
import { findCompanyBySlug, insertCompanies } from '../src/modules/companies/companies.repository';
import { insertRule } from '../src/modules/scheduling/availability.repository';
import {
  insertDoctorProfile,
  insertPatientProfile,
  insertUser,
  type UserRow,
} from '../src/modules/users/users.repository';
import { hashPassword } from '../src/platform/auth/passwords';
import { signIn, TEST_PASSWORD } from './auth-helpers';
import type { TestApp } from './build-test-app';

/**
 * Test factories for people: each test makes the accounts it needs, with the names, zones,
 * companies and working hours it asserts on, instead of reading the demo seed.
 *
 * Accounts are written straight to the database (one password hash for all of them, so twenty
 * cost one hash), then signed in through the API like anyone else.
 */

let hash: string | null = null;
let n = 0;

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** An access token from a real sign-in; empty when made with `signedIn: false`. */
  token: string;
  user: UserRow;
}

export interface AccountOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  companyId?: string | null;
  /** The account's phone number as stored (no phone unless given). */
  phone?: string | null;
  /** Sign in through the API once made (default true). */
  signedIn?: boolean;
}

/** A patient's profile fields (all optional; the patient_profiles row is made either way). */
export type PatientProfileFields = Parameters<typeof insertPatientProfile>[2];

export interface PatientOptions extends AccountOptions {
  profile?: PatientProfileFields;
}

export interface WeeklyHours {
  /** 0 Sunday … 6 Saturday, in the doctor's own zone. */
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface DoctorOptions extends AccountOptions {
  username?: string;
  specialties?: string[];
  timeZone?: string;
  providerNumber?: string | null;
  bio?: string | null;
  consultSettings?: Record<string, unknown>;
  /** Weekly availability rules, in `timeZone`. */
  weekly?: WeeklyHours[];
}

/** Monday to Friday, 09:00–17:00: a working week to pass as `weekly`. */
export const OFFICE_HOURS: WeeklyHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: '09:00',
  endTime: '17:00',
}));

/** Every day, all day: a doctor free whenever a test happens to run. */
export const ALL_WEEK: WeeklyHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startTime: '00:00',
  endTime: '23:59',
}));

/** Consult settings that take every kind, 15- and 30-minute slots, an hour's notice. */
export const EVERY_KIND = {
  durations: [15, 30],
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 60,
  kinds: ['scheduled', 'request', 'emergency', 'callback', 'offline'],
  // Free, so booking needs no card; tests of payments give their doctor a fee.
  priceCents: 0,
  acceptsEmergency: true,
};

/** An account of any role, with no profile. */
export async function makeAccount(t: TestApp, role: TRole, options: AccountOptions = {}): Promise<Account> {
  n++;
  hash ??= await hashPassword(TEST_PASSWORD);
  const firstName = options.firstName ?? FIRST_NAMES[role];
  const lastName = options.lastName ?? `Test${n}`;
  const email = options.email ?? `${role.toLowerCase()}${n}.${Date.now()}@test.curo.example`;
  const user = await insertUser(t.database.db, {
    email,
    passwordHash: hash,
    role,
    firstName,
    lastName,
    companyId: options.companyId ?? null,
    phone: options.phone ?? null,
    emailVerifiedAt: new Date(),
  });
  if (!user) throw new Error(`account ${email} not inserted (taken?)`);
  const token = options.signedIn === false ? '' : await tokenFor(t, email);
  return { id: user.id, email, firstName, lastName, token, user };
}

/** A patient with a profile (a Sydney patient unless `profile` says otherwise). */
export async function makePatient(t: TestApp, options: PatientOptions = {}): Promise<Account> {
  const account = await makeAccount(t, 'patient', { ...options, signedIn: false });
  await insertPatientProfile(t.database.db, account.id, {
    timeZone: 'Australia/Sydney',
    ...options.profile,
  });
  return signInAs(t, account, options);
}

/** A doctor (or instant doctor) with a profile, consult settings and, optionally, weekly hours. */
export async function makeDoctor(
  t: TestApp,
  options: DoctorOptions & { role?: 'doctor' | 'instantDoctor' } = {},
): Promise<Account> {
  const role = options.role ?? 'doctor';
  const account = await makeAccount(t, role, { ...options, signedIn: false });
  await insertDoctorProfile(t.database.db, {
    userId: account.id,
    username: options.username ?? `dr-test-${n}-${account.id.slice(-6)}`,
    specialties: options.specialties ?? (role === 'doctor' ? ['General practice'] : []),
    timeZone: options.timeZone ?? 'Australia/Sydney',
    providerNumber: options.providerNumber ?? null,
    bio: options.bio ?? null,
    // A doctor charges nothing unless the test gives a fee, so booking needs no card.
    consultSettings:
      options.consultSettings ?? (role === 'doctor' ? { acceptsEmergency: true, priceCents: 0 } : {}),
  });
  for (const hours of options.weekly ?? []) {
    await insertRule(t.database.db, account.id, { kind: 'weekly', ...hours });
  }
  return signInAs(t, account, options);
}

/** `count` doctors made as `makeDoctor`. */
export async function makeDoctors(
  t: TestApp,
  count: number,
  options: Parameters<typeof makeDoctor>[1] = {},
): Promise<Account[]> {
  const made: Account[] = [];
  for (let i = 0; i < count; i++) made.push(await makeDoctor(t, options));
  return made;
}

/** A company; answers its id and slug. */
export async function makeCompany(
  t: TestApp,
  fields: { name?: string; slug?: string } = {},
): Promise<{ id: string; slug: string; name: string }> {
  n++;
  const slug = fields.slug ?? `test-company-${n}-${Date.now()}`;
  const name = fields.name ?? `Test Company ${n}`;
  await insertCompanies(t.database.db, [{ slug, name, logoUrl: null }]);
  const company = await findCompanyBySlug(t.database.db, slug);
  if (!company) throw new Error(`company ${slug} not inserted`);
  return { id: company.id, slug, name };
}

/** A fresh access token for an account (after its role or company changed, say). */
export async function tokenFor(t: TestApp, email: string): Promise<string> {
  const res = await signIn(t, email, TEST_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken as string;
}

async function signInAs(t: TestApp, account: Account, options: AccountOptions): Promise<Account> {
  return options.signedIn === false ? account : { ...account, token: await tokenFor(t, account.email) };
}

const FIRST_NAMES: Record<TRole, string> = {
  patient: 'Aroha',
  doctor: 'Dana',
  nurse: 'Nico',
  companyAdmin: 'Casey',
  admin: 'Alex',
  instantDoctor: 'Indira',
};
