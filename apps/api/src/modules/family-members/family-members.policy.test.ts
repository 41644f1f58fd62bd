import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/principals';
import type { Principal } from '../../platform/auth/auth-guard';
import { familyOwnerOf } from './family-members.policy';

const people = {
  Ann: signedIn('patient', 'ann'),
  // Mask login: the admin acting as Ann is Ann.
  'an admin as Ann': { ...signedIn('patient', 'ann'), actorId: 'admin' },
  'an admin': signedIn('admin'),
  'a doctor': signedIn('doctor', 'gp'),
} satisfies Record<string, Principal>;

describe('family members policy', () => {
  // [who asks, whose family member it is, whether they see and change it]
  it.each<[keyof typeof people, string, boolean]>([
    ['Ann', 'ann', true],
    ['Ann', 'bob', false],
    ['an admin as Ann', 'ann', true],
    ['an admin as Ann', 'admin', false],
    ['an admin', 'ann', false],
    ['a doctor', 'ann', false],
  ])("%s, with a family member of %s's: %s", (who, patientId, allowed) => {
    expect(familyOwnerOf(people[who]) === patientId).toBe(allowed);
  });
});
