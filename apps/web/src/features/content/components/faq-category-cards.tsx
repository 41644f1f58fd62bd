import type { TFaqCategory } from '@curo/core/content';
import {
  ArrowRight,
  CalendarCheck,
  FileText,
  type LucideIcon,
  MessageCircleQuestion,
  Receipt,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { faqCategoryHref } from '../utils/content-hrefs';

/** Icons for the seeded topics; a topic an admin adds later gets the general one. */
const ICONS: Record<string, LucideIcon> = {
  'booking-and-consults': CalendarCheck,
  'fees-and-medicare': Receipt,
  'certificates-and-prescriptions': FileText,
  'privacy-and-your-account': ShieldCheck,
};

export const answersLabel = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`;

/** The FAQ's topics as whole-card links, each with its description and number of answers. */
export function FaqCategoryCards({ categories }: { categories: readonly TFaqCategory[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {categories.map((category) => {
        const Icon = ICONS[category.slug] ?? MessageCircleQuestion;
        return (
          <li key={category.slug} className="flex">
            <Link
              to={faqCategoryHref(category.slug)}
              className="group flex w-full items-start gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-primary sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-3">
                  <span className="text-lg font-semibold text-ink group-hover:text-primary">
                    {category.name}
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="mt-1.5 size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                {category.description ? (
                  <span className="mt-1 block text-muted">{category.description}</span>
                ) : null}
                <span className="mt-3 inline-block rounded-full bg-surface px-2.5 py-0.5 text-sm font-medium text-muted ring-1 ring-line">
                  {answersLabel(category.count)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
