import { describe, expect, it } from 'vitest';
import { addSpecialties, specialtyMessages } from './specialties';

describe('addSpecialties', () => {
  it('adds one or several, comma-separated, tidying spaces', () => {
    expect(addSpecialties(['ADHD'], ' Skin  checks, Travel medicine ')).toEqual({
      tags: ['ADHD', 'Skin checks', 'Travel medicine'],
      rest: '',
      problem: null,
    });
  });

  it('drops a repeat in any case', () => {
    expect(addSpecialties(['ADHD'], 'adhd').tags).toEqual(['ADHD']);
  });

  it('keeps one that is too long in the box, with the reason', () => {
    const long = 'a'.repeat(81);
    expect(addSpecialties([], long)).toEqual({ tags: [], rest: long, problem: specialtyMessages.tooLong });
  });

  it('stops at 20', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `S${i}`);
    expect(addSpecialties(twenty, 'One more')).toEqual({
      tags: twenty,
      rest: 'One more',
      problem: specialtyMessages.tooMany,
    });
  });
});
