import type { TFaq } from '@curo/core/content';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { faqEntryHref } from '../utils/content-hrefs';
import { plainText } from '../utils/plain-text';

interface FaqQuestionListProps {
  items: readonly TFaq[];
  /** What each row shows under its question: the topic's name, or the start of the answer. */
  detail?: 'category' | 'preview' | 'none';
}

/** Questions as a list of links to their answers. */
export function FaqQuestionList({ items, detail = 'category' }: FaqQuestionListProps) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {items.map((faq) => (
        <li key={faq.id}>
          <Link
            to={faqEntryHref(faq.slug)}
            className="group flex min-h-11 items-center gap-4 px-5 py-4 hover:bg-surface focus-visible:bg-surface sm:px-6"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink group-hover:text-primary">{faq.question}</span>
              {detail === 'category' ? (
                <span className="mt-0.5 block text-sm text-muted">{faq.category.name}</span>
              ) : null}
              {detail === 'preview' ? (
                <span className="mt-1 line-clamp-2 block text-[15px] text-muted">
                  {plainText(faq.answer, 200)}
                </span>
              ) : null}
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-5 shrink-0 text-muted group-hover:text-primary"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
