import {
  type TDoctorProfile,
  type TPatientProfile,
  type TUserDetail,
  ZDoctorProfile,
  ZPatientProfile,
  ZUserDetail,
} from '@curo/core/users';
import { buildUser } from './fake-api';
import { fixture } from './fixture';

/** A card number whose check digit adds up (2953 12345 1). */
export const VALID_MEDICARE = '2953123451';
/** The same card with the check digit wrong. */
export const INVALID_MEDICARE = '2953123411';

export const buildPatientProfile = (overrides: Partial<TPatientProfile> = {}): TPatientProfile =>
  fixture(
    { ZPatientProfile },
    {
      dateOfBirth: '1990-04-12',
      sex: 'female',
      addressLine: '12 Wattle Street',
      suburb: 'Paddington',
      postcode: '2021',
      state: 'NSW',
      medicareNumber: null,
      medicareIrn: null,
      medicareExpiry: null,
      ihi: null,
      timeZone: 'Australia/Sydney',
      ...overrides,
    },
  );

export const buildDoctorProfile = (overrides: Partial<TDoctorProfile> = {}): TDoctorProfile =>
  fixture(
    { ZDoctorProfile },
    {
      username: 'priya-raman',
      specialties: ['General practice'],
      providerNumber: '2426621B',
      bio: 'GP with an interest in women’s health.',
      photoUrl: null,
      esignUrl: null,
      timeZone: 'Australia/Brisbane',
      ...overrides,
    },
  );

/** The demo patient with a profile, as `GET /users/{id}` answers. */
export const buildPatientDetail = (
  overrides: Partial<TUserDetail> = {},
  profile: Partial<TPatientProfile> = {},
): TUserDetail =>
  fixture(
    { ZUserDetail },
    {
      ...buildUser(),
      status: 'active',
      totpEnabled: false,
      photoUrl: null,
      patientProfile: buildPatientProfile(profile),
      doctorProfile: null,
      ...overrides,
    },
  );

export const buildDoctorDetail = (
  overrides: Partial<TUserDetail> = {},
  profile: Partial<TDoctorProfile> = {},
): TUserDetail =>
  fixture(
    { ZUserDetail },
    {
      ...buildUser({
        id: '7a0c3c1e-2b5d-4e8f-9a1b-2c3d4e5f6a7b',
        email: 'priya@example.com.au',
        role: 'doctor',
        firstName: 'Priya',
        lastName: 'Raman',
      }),
      status: 'active',
      totpEnabled: true,
      photoUrl: null,
      patientProfile: null,
      doctorProfile: buildDoctorProfile(profile),
      ...overrides,
    },
  );
