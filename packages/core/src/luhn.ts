/**
 * The Luhn (mod 10) check used by card numbers and by the IHI and other healthcare identifiers.
 * Kept free of zod so the payment gateway and forms can use it without the schemas.
 */

/** The Luhn check over a string of digits (the last digit being the check digit). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
