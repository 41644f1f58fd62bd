import type { ReactNode } from 'react';

/**
 * One term and its value in a `<dl>`: stacked on phones, side by side from tablets up. `narrow`
 * gives the term less room, for a card that shares its row with another.
 */
export function DetailRow({
  term,
  narrow = false,
  children,
}: {
  term: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`border-b border-line py-3 last:border-b-0 sm:grid sm:gap-4 ${narrow ? 'sm:grid-cols-[130px_1fr]' : 'sm:grid-cols-[160px_1fr]'}`}
    >
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-1 break-words text-ink sm:mt-0">{children}</dd>
    </div>
  );
}
