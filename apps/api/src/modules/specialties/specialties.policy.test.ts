import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import { maySeeSpecialty } from './specialties.policy';

/** Someone signed in with `role`, or nobody. */
const caller = (who: TRole | 'anonymous'): Principal | null =>
  who === 'anonymous' ? null : { userId: who, role: who, sessionId: 'session' };

describe('specialties policy', () => {
  it.each<[TRole | 'anonymous', boolean, boolean]>([
    ['anonymous', true, true],
    ['anonymous', false, false],
    ['patient', false, false],
    ['doctor', false, false],
    ['admin', false, true],
    ['admin', true, true],
  ])('lets %s read a specialty (public: %s): %s', (who, isPublic, allowed) => {
    expect(maySeeSpecialty(caller(who), { public: isPublic })).toBe(allowed);
  });
});
