import type { LucideIcon } from 'lucide-react';
import { Container } from './container';

export interface THighlight {
  icon: LucideIcon;
  text: string;
}

/** A row of short reassurances under a hero: who the doctors are, hours, prices, where data lives. */
export function HighlightStrip({ items, label }: { items: readonly THighlight[]; label: string }) {
  return (
    <Container className="py-8">
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-[15px] font-medium text-ink">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {text}
          </li>
        ))}
      </ul>
    </Container>
  );
}
