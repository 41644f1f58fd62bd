import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import { assertMayRequestMedicareAccount, mayRequestMedicareAccount } from './medicare.policy';

const consult = { patientId: 'patient', doctorId: 'doctor' };

describe('who may have a consult’s Medicare account sent', () => {
  it('its patient, its doctor and admins; no one else, whatever their role', () => {
    const may = (role: TRole, userId: string) => mayRequestMedicareAccount(signedIn(role, userId), consult);
    expect(may('patient', 'patient')).toBe(true);
    expect(may('doctor', 'doctor')).toBe(true);
    expect(may('admin', 'someone')).toBe(true);
    expect(may('patient', 'another patient')).toBe(false);
    expect(may('doctor', 'another doctor')).toBe(false);
    expect(may('nurse', 'nurse')).toBe(false);
    expect(may('companyAdmin', 'companyAdmin')).toBe(false);
    expect(may('instantDoctor', 'instantDoctor')).toBe(false);
    // A consult without a doctor has no doctor to match an id against.
    expect(mayRequestMedicareAccount(signedIn('doctor', 'doctor'), { patientId: 'p', doctorId: null })).toBe(
      false,
    );
  });

  it('answers a consult that is not theirs, or not there, as not found', () => {
    expect(() => assertMayRequestMedicareAccount(signedIn('nurse'), consult)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(() => assertMayRequestMedicareAccount(signedIn('admin'), undefined)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });
});
