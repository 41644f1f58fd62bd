import type { TMbsItem } from '@curo/core/medicare';

/** The lengths an item covers, as a person says them: "6 to 20 minutes", "40 minutes or more". */
export function lengthLabel({ minMinutes, maxMinutes }: Pick<TMbsItem, 'minMinutes' | 'maxMinutes'>): string {
  if (maxMinutes === null) return minMinutes === 0 ? 'Any length' : `${minMinutes} minutes or more`;
  if (minMinutes === 0) return `Under ${maxMinutes} minutes`;
  return `${minMinutes} to under ${maxMinutes} minutes`;
}
