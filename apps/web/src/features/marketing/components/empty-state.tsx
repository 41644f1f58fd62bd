import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Container } from './container';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** What to do instead: one primary action and, at most, a secondary. */
  actions?: ReactNode;
  /** Related pages, shown under the card. */
  more?: ReactNode;
}

/** An honest "nothing here yet" that says what to do next. */
export function EmptyState({ icon: Icon, title, children, actions, more }: EmptyStateProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-[720px] rounded-card border border-line bg-white p-6 text-center shadow-card sm:p-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h2 id={headingId} className="mt-5 text-balance text-2xl font-bold text-ink">
            {title}
          </h2>
          <div className="mx-auto mt-3 max-w-[56ch] space-y-3 text-muted">{children}</div>
          {actions ? (
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
          ) : null}
        </div>
        {more ? <div className="mx-auto mt-12 max-w-[960px]">{more}</div> : null}
      </Container>
    </section>
  );
}
