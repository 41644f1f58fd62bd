import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClass } from '../../../components/ui/button';
import { openContactDialog } from '../../../lib/contact-dialog-store';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
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
  variant?: ButtonVariant;
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
