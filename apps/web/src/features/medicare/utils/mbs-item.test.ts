import { describe, expect, it } from 'vitest';
import { lengthLabel } from './mbs-item';

describe('an MBS item’s lengths', () => {
  it('reads as a person says them', () => {
    expect(lengthLabel({ minMinutes: 0, maxMinutes: 6 })).toBe('Under 6 minutes');
    expect(lengthLabel({ minMinutes: 6, maxMinutes: 20 })).toBe('6 to under 20 minutes');
    expect(lengthLabel({ minMinutes: 40, maxMinutes: null })).toBe('40 minutes or more');
    expect(lengthLabel({ minMinutes: 0, maxMinutes: null })).toBe('Any length');
  });
});
