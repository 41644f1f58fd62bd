import { z } from 'zod';

/**
 * A Medicare card number: 10 digits — an 8-digit identifier whose first digit is 2 to 6, a check
 * digit, and the card's issue number. Spaces are ignored.
 * Check digit = (d1·1 + d2·3 + d3·7 + d4·9 + d5·1 + d6·3 + d7·7 + d8·9) mod 10.
 */
export function isValidMedicareNumber(input: string): boolean {
  const digits = input.replace(/\s/g, '');
  if (!/^[2-6]\d{9}$/.test(digits)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 10 === Number(digits[8]);
}

/** The Individual Reference Number: the patient's line on the card, 1 to 9. */
export const isValidIrn = (input: string) => /^[1-9]$/.test(input.trim());

export const ZMedicareCheck = z.object({
  valid: z.boolean(),
  numberValid: z.boolean(),
  irnValid: z.boolean(),
  message: z.string(),
});
export type TMedicareCheck = z.infer<typeof ZMedicareCheck>;

export function checkMedicare(number: string, irn: string): TMedicareCheck {
  const numberValid = isValidMedicareNumber(number);
  const irnValid = isValidIrn(irn);
  const message = !numberValid
    ? 'Check the 10-digit Medicare card number'
    : !irnValid
      ? 'The reference number is the single digit (1 to 9) next to your name on the card'
      : 'Medicare card details look right';
  return { valid: numberValid && irnValid, numberValid, irnValid, message };
}
