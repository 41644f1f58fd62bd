import { paths } from '@curo/core/routes';
import { ButtonLink, ContactButton } from './button-link';

interface CtaActionsProps {
  /** The words of the link. */
  label: string;
  /** Where it goes: into booking, unless the page leads somewhere else. */
  to?: string;
  /** The words of a second button, which opens the contact dialog; without them there is none. */
  ask?: string;
  /** In a CtaBand: the accent and outlined buttons that read on its dark ground. */
  onDark?: boolean;
}

/** The calls to action of a hero, a band or an empty state: a link as a button, and often "ask us". */
export function CtaActions({ label, to = paths.consultDrNow, ask, onDark = false }: CtaActionsProps) {
  return (
    <>
      <ButtonLink to={to} variant={onDark ? 'accent' : 'primary'}>
        {label}
      </ButtonLink>
      {ask ? <ContactButton variant={onDark ? 'onDark' : 'secondary'}>{ask}</ContactButton> : null}
    </>
  );
}
