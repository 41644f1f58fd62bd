import type { ButtonHTMLAttributes } from 'react';

/**
 * Button classes, for buttons and for links that look like buttons. Every one is at least 44 px
 * tall, for a finger (BRAND.md).
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';
/** The compact buttons of a list row: still 44 px tall, but narrower. */
const small =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-70';

export const primaryButton = `${base} bg-primary text-white hover:bg-primary-hover`;
export const secondaryButton = `${base} border border-line bg-white text-ink hover:border-primary hover:text-primary`;
/** For signing a device out or cancelling: serious, but not alarming. */
export const dangerButton = `${base} border border-line bg-white text-error hover:border-error hover:bg-red-50`;
/** A filled red button, for the one irreversible step inside a confirmation. */
export const destructiveButton = `${base} bg-error text-white hover:bg-red-800`;
export const smallButton = `${small} border border-line bg-white text-ink hover:border-primary hover:text-primary`;
export const smallDangerButton = `${small} border border-line bg-white text-error hover:border-error hover:bg-red-50`;
export const textLink =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';
/** Coral, only on dark bands; ink text keeps it above 4.5:1 (white on coral is not). */
export const accentButton = `${base} bg-accent text-ink hover:bg-white`;
/** An outlined button on a dark band. */
export const onDarkButton = `${base} border border-white/50 text-white hover:bg-white/10`;
/** A text link that is a button (or stands among buttons): as tall as they are. */
export const linkButton = `${textLink} inline-flex min-h-11 items-center`;

const VARIANTS = {
  primary: primaryButton,
  secondary: secondaryButton,
  danger: dangerButton,
  destructive: destructiveButton,
  small: smallButton,
  smallDanger: smallDangerButton,
  link: linkButton,
  accent: accentButton,
  onDark: onDarkButton,
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button variant, for a `<Link>` or `<a>` that should look like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant];

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A `<button>` in one of the variants above; `type` defaults to "button", not "submit". */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
