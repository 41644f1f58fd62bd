import { isValidIrn, isValidMedicareNumber } from '@curo/core/medicare';
import { profileMessages } from '@curo/core/users';

export const MEDICARE_LOOKS_RIGHT = 'Card number looks right';

export type TMedicareFeedback =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'ok'; message: string };

/** The card number as the server stores it: digits only, spaces dropped. */
export const medicareDigits = (value: string) => value.replace(/\s/g, '');

/**
 * What to say about a Medicare card number while it is typed. Nothing until it could be whole
 * (fewer than 10 digits is simply unfinished), then whether its check digit adds up; anything
 * that is not a digit, or an 11th digit, is wrong straight away.
 */
export function medicareNumberFeedback(value: string): TMedicareFeedback {
  const digits = medicareDigits(value);
  if (digits === '') return { kind: 'none' };
  if (!/^\d+$/.test(digits) || digits.length > 10) {
    return { kind: 'error', message: profileMessages.medicareNumber };
  }
  if (digits.length < 10) return { kind: 'none' };
  return isValidMedicareNumber(digits)
    ? { kind: 'ok', message: MEDICARE_LOOKS_RIGHT }
    : { kind: 'error', message: profileMessages.medicareNumber };
}

/** The IRN is one digit; anything else is wrong as soon as it is typed. */
export function medicareIrnFeedback(value: string): TMedicareFeedback {
  if (value.trim() === '' || isValidIrn(value)) return { kind: 'none' };
  return { kind: 'error', message: profileMessages.medicareIrn };
}

/** Types an expiry as printed on the card: "0328" or "032028" becomes "03/28" or "03/2028". */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
