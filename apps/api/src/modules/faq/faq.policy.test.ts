import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import { maySeeEntry, seesDrafts } from './faq.policy';

/** Someone signed in with `role`, or nobody. */
const caller = (who: TRole | 'anonymous'): Principal | null =>
  who === 'anonymous' ? null : { userId: who, role: who, sessionId: 'session' };

describe('faq policy', () => {
  it.each<[TRole | 'anonymous', boolean, boolean]>([
    ['anonymous', true, true],
    ['anonymous', false, false],
    ['patient', false, false],
    ['nurse', false, false],
    ['admin', false, true],
    ['admin', true, true],
  ])('lets %s read an entry (published: %s): %s', (who, published, allowed) => {
    expect(maySeeEntry(caller(who), { published })).toBe(allowed);
  });

  it.each<[TRole | 'anonymous', boolean]>([
    ['anonymous', false],
    ['doctor', false],
    ['admin', true],
  ])('shows %s the drafts in lists: %s', (who, answer) => {
    expect(seesDrafts(caller(who))).toBe(answer);
  });
});
