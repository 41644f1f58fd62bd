import type { ReactNode } from 'react';
import { useId } from 'react';
import { Container } from './container';

interface CtaBandProps {
  title: string;
  body?: ReactNode;
  /** Usually one accent ButtonLink and, at most, one onDark secondary. */
  actions: ReactNode;
}

/**
 * The dark band that closes a page with its main call to action. The emergency sentence is not
 * repeated here: it appears once per page, in the hero.
 */
export function CtaBand({ title, body, actions }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-primary-hover text-white">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
          <div className="max-w-[640px]">
            <h2 id={headingId} className="text-balance text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            {body ? <div className="mt-3 text-lg text-white/85">{body}</div> : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
        </div>
      </Container>
    </section>
  );
}
