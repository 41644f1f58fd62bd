import { textLink } from '../../auth/components/button-styles';

/** The compact buttons of a list row: still 44 px tall for a finger, but narrower. */
const small =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const smallButton = `${small} border border-line bg-white text-ink hover:border-primary hover:text-primary`;
export const smallDangerButton = `${small} border border-line bg-white text-error hover:border-error hover:bg-red-50`;
/** A filled red button, for the one irreversible step inside a confirmation. */
export const destructiveButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-error px-5 py-2.5 text-base font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
export const linkButton = `${textLink} inline-flex min-h-11 items-center`;
/** A white card on the surface background, as the account pages use. */
export const card = 'rounded-card border border-line bg-white shadow-card';
