import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openContactDialog } from '../../../lib/contact-dialog-store';

export type TButtonVariant = 'primary' | 'secondary' | 'accent' | 'onDark';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-center text-base font-semibold transition-colors';

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-hover',
  secondary: 'border border-line bg-white text-ink hover:border-primary hover:text-primary',
  // Coral is only used on dark bands; ink text keeps it above 4.5:1 (white on coral is not).
  accent: 'bg-accent text-ink hover:bg-white',
  onDark: 'border border-white/50 text-white hover:bg-white/10',
};

/** Classes for a button-looking control, for the rare place that cannot use the components below. */
export const buttonClass = (variant: TButtonVariant = 'primary') => `${base} ${variants[variant]}`;

/** Classes for a link inside running text. */
export const textLinkClass =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: TButtonVariant;
  className?: string;
}

/** A router link styled as a button: the calls to action into booking and other pages. */
export function ButtonLink({ to, children, variant = 'primary', className = '' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${buttonClass(variant)} ${className}`}>
      {children}
    </Link>
  );
}

interface ContactButtonProps {
  children?: ReactNode;
  variant?: TButtonVariant;
  className?: string;
}

/** Opens the site-wide contact dialog; the dialog itself lives in the layout. */
export function ContactButton({
  children = 'Contact us',
  variant = 'secondary',
  className = '',
}: ContactButtonProps) {
  return (
    <button type="button" onClick={openContactDialog} className={`${buttonClass(variant)} ${className}`}>
      {children}
    </button>
  );
}
