import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface TQuestion {
  question: string;
  answer: ReactNode;
}

interface QuestionListProps {
  items: readonly TQuestion[];
}

/** Common questions as native disclosure widgets: keyboard and screen reader support come free. */
export function QuestionList({ items }: QuestionListProps) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-surface sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-muted sm:px-6">{answer}</div>
        </details>
      ))}
    </div>
  );
}
