import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import { exportSubjectOf } from './privacy.policy';

describe('whose record a caller may download', () => {
  it('a patient: their own', () => {
    expect(exportSubjectOf(signedIn('patient', 'patient-1'))).toBe('patient-1');
  });

  it.each(['doctor', 'nurse', 'instantDoctor', 'companyAdmin', 'admin'] as TRole[])(
    'a %s: none (403)',
    (role) => {
      expect(() => exportSubjectOf(signedIn(role, 'staff-1'))).toThrow(
        expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
      );
    },
  );

  it('an admin acting as the patient (mask login): none, it is the patient’s to ask for', () => {
    expect(() => exportSubjectOf({ ...signedIn('patient', 'patient-1'), actorId: 'admin-1' })).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'MASKED_SESSION' }),
    );
  });
});
