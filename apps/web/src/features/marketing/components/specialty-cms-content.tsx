import type { ReactNode } from 'react';
import { Markdown } from '../../../components/ui/markdown';
import type { TSpecialtyCms } from '../api/get-specialty-cms';
import { Container } from './container';

const dateFormatter = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

interface SpecialtyCmsContentProps {
  specialty: TSpecialtyCms;
  /** A small label above the content; the content's own headings carry the structure. */
  label?: string;
  tone?: 'plain' | 'surface';
  /** A card beside the content on wide screens (below it on phones); the content then sits left. */
  aside?: ReactNode;
}

/**
 * A specialty's CMS content (Markdown, rendered safely) at a readable measure, with when it was
 * last updated. It has no heading of its own: the content's `##` headings sit at the same level
 * as the page's other sections.
 */
export function SpecialtyCmsContent({ specialty, label, tone = 'plain', aside }: SpecialtyCmsContentProps) {
  if (!specialty.content.trim() && !aside) return null;
  const updated = new Date(specialty.updatedAt);
  const article = specialty.content.trim() ? (
    <article
      className={aside ? 'min-w-0 max-w-[72ch]' : 'mx-auto max-w-[760px]'}
      aria-label={label ?? `About ${specialty.name}`}
    >
      {label ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{label}</p>
      ) : null}
      <Markdown className="[&>h2:first-child]:mt-0">{specialty.content}</Markdown>
      {Number.isNaN(updated.getTime()) ? null : (
        <p className="mt-8 border-t border-line pt-4 text-sm text-muted">
          Last updated <time dateTime={specialty.updatedAt}>{dateFormatter.format(updated)}</time>
        </p>
      )}
    </article>
  ) : (
    <div />
  );
  return (
    <div className={tone === 'surface' ? 'border-y border-line bg-surface' : ''}>
      <Container className="py-14 sm:py-20">
        {aside ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:gap-16">
            {article}
            <aside className="lg:sticky lg:top-24">{aside}</aside>
          </div>
        ) : (
          article
        )}
      </Container>
    </div>
  );
}
