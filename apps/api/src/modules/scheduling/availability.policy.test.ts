import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import { mayManageSchedule } from './availability.policy';

describe('availability policy', () => {
  // [who asks (their id is their role), whose working hours, allowed]
  it.each<[TRole, string, boolean]>([
    ['doctor', 'doctor', true],
    ['instantDoctor', 'instantDoctor', true],
    ['admin', 'doctor', true],
    ['doctor', 'another doctor', false],
    ['nurse', 'doctor', false],
    ['patient', 'doctor', false],
    ['companyAdmin', 'doctor', false],
  ])('lets a %s manage the working hours of %s: %s', (role, doctorId, allowed) => {
    expect(mayManageSchedule(signedIn(role), doctorId)).toBe(allowed);
  });
});
