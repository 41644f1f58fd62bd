import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { callerAs } from '../../../test/principals';
import { maySeeSpecialty } from './specialties.policy';

describe('specialties policy', () => {
  it.each<[TRole | 'anonymous', boolean, boolean]>([
    ['anonymous', true, true],
    ['anonymous', false, false],
    ['patient', false, false],
    ['doctor', false, false],
    ['admin', false, true],
    ['admin', true, true],
  ])('lets %s read a specialty (public: %s): %s', (who, isPublic, allowed) => {
    expect(maySeeSpecialty(callerAs(who), { public: isPublic })).toBe(allowed);
  });
});
