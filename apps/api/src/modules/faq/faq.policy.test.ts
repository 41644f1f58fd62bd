import type { TRole } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { callerAs } from '../../../test/principals';
import { maySeeEntry, seesDrafts } from './faq.policy';

describe('faq policy', () => {
  it.each<[TRole | 'anonymous', boolean, boolean]>([
    ['anonymous', true, true],
    ['anonymous', false, false],
    ['patient', false, false],
    ['nurse', false, false],
    ['admin', false, true],
    ['admin', true, true],
  ])('lets %s read an entry (published: %s): %s', (who, published, allowed) => {
    expect(maySeeEntry(callerAs(who), { published })).toBe(allowed);
  });

  it.each<[TRole | 'anonymous', boolean]>([
    ['anonymous', false],
    ['doctor', false],
    ['admin', true],
  ])('shows %s the drafts in lists: %s', (who, answer) => {
    expect(seesDrafts(callerAs(who))).toBe(answer);
  });
});
