import { describe, expect, it } from 'vitest';
import { CRISES, EMERGENCIES, NOT_EMERGENCIES } from '../../../test/assistant-questions';
import { urgencyOf, wordMatches } from './emergency';

describe('what reads as an emergency', () => {
  it.each(EMERGENCIES)('"%s" is an emergency', (question) => {
    expect(urgencyOf(question)).toBe('emergency');
  });

  it.each(CRISES)('"%s" is a crisis', (question) => {
    expect(urgencyOf(question)).toBe('crisis');
  });

  it.each(NOT_EMERGENCIES)('"%s" is not', (question) => {
    expect(urgencyOf(question)).toBeNull();
  });

  it('matches words exactly, by prefix, or with one slip in words of five letters or more', () => {
    expect(wordMatches('breathing', 'breath*')).toBe(true);
    expect(wordMatches('brehting', 'breath*')).toBe(false);
    expect(wordMatches('chets', 'chest')).toBe(true);
    expect(wordMatches('can', 'cant')).toBe(false);
    expect(wordMatches('cooking', '=choking')).toBe(false);
    expect(wordMatches('overdo', 'overdos*')).toBe(false);
  });
});
