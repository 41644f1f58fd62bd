import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';

interface CheckListProps {
  items: readonly ReactNode[];
  /** "yes" lists what a service covers; "no" lists what it does not. */
  kind?: 'yes' | 'no';
}

/** A list with a tick or a cross per line. */
export function CheckList({ items, kind = 'yes' }: CheckListProps) {
  const Icon = kind === 'yes' ? Check : X;
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        // Items are static content that never reorders, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index} className="flex gap-3">
          <span
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${kind === 'yes' ? 'bg-primary-soft text-primary' : 'bg-error/10 text-error'}`}
          >
            <Icon aria-hidden="true" className="size-4" strokeWidth={2.5} />
          </span>
          <span className="min-w-0 text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}
