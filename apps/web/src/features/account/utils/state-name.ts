import { STATES } from '@curo/core/routes';

/** "QLD" as "Queensland"; an unknown code is shown as it is. */
export function stateName(code: string | null | undefined): string {
  if (!code) return '';
  return STATES.find((s) => s.code === code.toLowerCase())?.name ?? code;
}
