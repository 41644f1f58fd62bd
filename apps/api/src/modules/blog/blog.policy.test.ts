import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { callerAs } from '../../../test/principals';
import { maySeePost } from './blog.policy';
import type { BlogStatus } from './blog.repository';

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
    expect(maySeePost(callerAs(who), { status })).toBe(allowed);
  });
});
