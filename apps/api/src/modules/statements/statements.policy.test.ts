import { statementMessages } from '@curo/core/statements';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import { maySeeConsultMoney, statementDoctorId } from './statements.policy';

describe('whose statement', () => {
  it('is a doctor’s own, named or not; another doctor’s is not found', () => {
    const doctor = signedIn('doctor', 'dr-raman');
    expect(statementDoctorId(doctor, undefined)).toBe('dr-raman');
    expect(statementDoctorId(doctor, 'dr-raman')).toBe('dr-raman');
    expect(() => statementDoctorId(doctor, 'dr-lee')).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(statementDoctorId(signedIn('instantDoctor', 'dr-marsh'), undefined)).toBe('dr-marsh');
  });

  it('is any doctor’s an admin names, and an admin must name one', () => {
    expect(statementDoctorId(signedIn('admin'), 'dr-lee')).toBe('dr-lee');
    expect(() => statementDoctorId(signedIn('admin'), undefined)).toThrow(statementMessages.chooseDoctor);
  });

  it('shows a consult’s money to its doctor and admins only', () => {
    const consult = { doctorId: 'dr-raman' };
    expect(maySeeConsultMoney(signedIn('doctor', 'dr-raman'), consult)).toBe(true);
    expect(maySeeConsultMoney(signedIn('admin'), consult)).toBe(true);
    expect(maySeeConsultMoney(signedIn('doctor', 'dr-lee'), consult)).toBe(false);
    expect(maySeeConsultMoney(signedIn('patient', 'dr-raman'), { doctorId: null })).toBe(false);
    expect(maySeeConsultMoney(signedIn('nurse'), consult)).toBe(false);
  });
});
