import { type ReactNode, useId } from 'react';
import { Container } from './container';

interface SectionProps {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Alternate plain and surface sections so long pages have rhythm. */
  tone?: 'plain' | 'surface';
  /** An anchor for in-page links. */
  id?: string;
  /** Narrow sections keep running text at a readable measure. */
  width?: 'full' | 'narrow';
}

/** A page region with an h2, an optional intro and its content. */
export function Section({
  title,
  eyebrow,
  intro,
  children,
  tone = 'plain',
  id,
  width = 'full',
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 ${tone === 'surface' ? 'border-y border-line bg-surface' : ''}`}
    >
      <Container className="py-14 sm:py-20">
        <div className={width === 'narrow' ? 'mx-auto max-w-[760px]' : ''}>
          <div className="max-w-[720px]">
            {eyebrow ? (
              <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="text-balance text-2xl font-bold text-ink sm:text-3xl">
              {title}
            </h2>
            {intro ? <div className="mt-4 text-lg text-muted">{intro}</div> : null}
          </div>
          {children ? <div className="mt-8 sm:mt-10">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}
