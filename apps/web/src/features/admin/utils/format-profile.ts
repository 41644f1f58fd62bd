import type { TPatientProfile } from '@curo/core/users';

/** A Medicare card number as printed: "2953 12345 1". */
export function formatMedicareNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 4)} ${digits.slice(4, 9)} ${digits.slice(9)}` : number;
}

/** An IHI in blocks of four, as on the My Health Record screen. */
export const formatIhi = (ihi: string): string => ihi.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/** A YYYY-MM-DD date of birth as "12 Apr 1990 (36)": the date as written and the age today. */
export function formatDateOfBirth(value: string, today: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Read as a calendar date, not an instant, so no time zone can move it by a day.
  const date = new Date(Date.UTC(year, month - 1, day));
  const written = new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthday ? 0 : 1);
  return `${written} (${age})`;
}

const SEX_LABELS: Record<NonNullable<TPatientProfile['sex']>, string> = {
  female: 'Female',
  male: 'Male',
  intersex: 'Intersex',
  unspecified: 'Not stated',
};
export const sexLabel = (sex: NonNullable<TPatientProfile['sex']>) => SEX_LABELS[sex] ?? sex;

/** The address on one line, leaving out what is missing; null when there is none. */
export function formatAddress(profile: TPatientProfile): string | null {
  const place = [profile.suburb, profile.state, profile.postcode].filter(Boolean).join(' ');
  const parts = [profile.addressLine, place].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "Australia/Lord_Howe" as "Lord Howe". */
export const timeZoneLabel = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
