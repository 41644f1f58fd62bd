import type { ReactNode } from 'react';
import { Container } from './container';

interface HeroProps {
  /** Short label above the heading, e.g. "Workers' compensation". */
  eyebrow?: string;
  /** The page's only h1. */
  title: ReactNode;
  lead: ReactNode;
  /** Calls to action; the first should be the page's primary one. */
  actions?: ReactNode;
  /** Shown under the actions: the emergency note, a banner, small print. */
  children?: ReactNode;
  /** A fact card or illustration beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
  /** A notice above everything else in the hero, e.g. the organisation a visitor is booking with. */
  banner?: ReactNode;
  /** Compact heroes suit legal and empty-state pages. */
  size?: 'default' | 'compact';
}

/** The top of every marketing page: eyebrow, h1, lead, actions and an optional aside. */
export function Hero({
  eyebrow,
  title,
  lead,
  actions,
  children,
  aside,
  banner,
  size = 'default',
}: HeroProps) {
  const padding = size === 'compact' ? 'py-10 sm:py-14' : 'py-12 sm:py-16 lg:py-20';
  return (
    <section className="border-b border-line bg-linear-to-b from-primary-soft/60 via-white to-white">
      <Container
        className={`grid items-center gap-10 ${padding} ${aside ? 'lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16' : ''}`}
      >
        <div className="min-w-0">
          {banner ? <div className="mb-8 max-w-[62ch]">{banner}</div> : null}
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          ) : null}
          <h1
            className={`text-balance font-bold text-ink ${size === 'compact' ? 'text-3xl sm:text-4xl' : 'text-[2rem] sm:text-5xl'}`}
          >
            {title}
          </h1>
          <div className="mt-5 max-w-[62ch] text-lg text-muted">{lead}</div>
          {actions ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          ) : null}
          {children ? <div className="mt-8 max-w-[62ch] space-y-4">{children}</div> : null}
        </div>
        {aside ? <div className="min-w-0">{aside}</div> : null}
      </Container>
    </section>
  );
}
