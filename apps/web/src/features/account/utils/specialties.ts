import { SPECIALTIES_MAX, SPECIALTY_MAX_LENGTH } from './doctor-profile-values';

export const specialtyMessages = {
  tooMany: `Add up to ${SPECIALTIES_MAX} specialties`,
  tooLong: `Keep each specialty under ${SPECIALTY_MAX_LENGTH} characters`,
} as const;

/**
 * Adds what was typed (one specialty, or several separated by commas) to `tags`. A repeat, in any
 * case, is dropped quietly; one too long, or one over the limit, stays behind with the reason.
 */
export function addSpecialties(
  tags: readonly string[],
  typed: string,
): { tags: readonly string[]; rest: string; problem: string | null } {
  const next = [...tags];
  const left: string[] = [];
  let problem: string | null = null;
  for (const raw of typed.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '' || next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (tag.length > SPECIALTY_MAX_LENGTH) problem = specialtyMessages.tooLong;
    else if (next.length >= SPECIALTIES_MAX) problem = specialtyMessages.tooMany;
    else {
      next.push(tag);
      continue;
    }
    left.push(tag);
  }
  return { tags: next, rest: left.join(', '), problem };
}
