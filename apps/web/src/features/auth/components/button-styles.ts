/** Buttons and button-looking links of the sign-in and account screens: all at least 44 px tall. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const primaryButton = `${base} bg-primary text-white hover:bg-primary-hover`;
export const secondaryButton = `${base} border border-line bg-white text-ink hover:border-primary hover:text-primary`;
/** For signing a device out: serious, but not alarming. */
export const dangerButton = `${base} border border-line bg-white text-error hover:border-error hover:bg-red-50`;
export const textLink =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';
