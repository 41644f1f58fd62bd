import { profileMessages } from '@curo/core/users';
import { describe, expect, it } from 'vitest';
import { INVALID_MEDICARE, VALID_MEDICARE } from '../../../test/build-user-detail';
import {
  formatExpiryInput,
  MEDICARE_LOOKS_RIGHT,
  medicareIrnFeedback,
  medicareNumberFeedback,
} from './medicare-feedback';

describe('medicareNumberFeedback', () => {
  it.each(['', '2', '2953 1234', '295312345'])('says nothing about %j: it is not finished', (typed) => {
    expect(medicareNumberFeedback(typed)).toEqual({ kind: 'none' });
  });

  it.each([VALID_MEDICARE, '2953 12345 1', '2953 1234 5 1'])('says "%s" looks right', (typed) => {
    expect(medicareNumberFeedback(typed)).toEqual({ kind: 'ok', message: MEDICARE_LOOKS_RIGHT });
  });

  it.each([INVALID_MEDICARE, '29531234511', '2953-12345', '1953123451'])('says %j is wrong', (typed) => {
    expect(medicareNumberFeedback(typed)).toEqual({ kind: 'error', message: profileMessages.medicareNumber });
  });
});

describe('medicareIrnFeedback', () => {
  it.each(['', '1', '9'])('accepts %j', (typed) => expect(medicareIrnFeedback(typed).kind).toBe('none'));
  it.each(['0', 'a', '12'])('rejects %j', (typed) => expect(medicareIrnFeedback(typed).kind).toBe('error'));
});

describe('formatExpiryInput', () => {
  it.each([
    ['03', '03'],
    ['032', '03/2'],
    ['032028', '03/2028'],
    ['03/2028', '03/2028'],
    ['0320289', '03/2028'],
  ])('types %j as %j', (typed, shown) => expect(formatExpiryInput(typed)).toBe(shown));
});
