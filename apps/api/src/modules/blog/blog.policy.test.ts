import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/auth-guard';
import { maySeePost } from './blog.policy';
import type { BlogStatus } from './blog.repository';

/** Someone signed in with `role`, or nobody. */
const caller = (who: TRole | 'anonymous'): Principal | null =>
  who === 'anonymous' ? null : { userId: who, role: who, sessionId: 'session' };

describe('blog policy', () => {
  it.each<[TRole | 'anonymous', BlogStatus, boolean]>([
    ['anonymous', 'published', true],
    ['anonymous', 'draft', false],
    ['anonymous', 'scheduled', false],
    ['patient', 'draft', false],
    ['doctor', 'scheduled', false],
    ['admin', 'draft', true],
    ['admin', 'scheduled', true],
    ['admin', 'published', true],
  ])('lets %s read a %s post: %s', (who, status, allowed) => {
    expect(maySeePost(caller(who), { status })).toBe(allowed);
  });
});
