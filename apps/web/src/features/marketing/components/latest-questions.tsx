import { paths } from '@curo/core/routes';
import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLatestFaqs } from '../api/get-latest-faqs';
import { errorMessage } from '../utils/error-message';
import { Section } from './section';

const faqEntryPath = (slug: string) => paths.faqEntry.replace(':slug', encodeURIComponent(slug));

function QuestionsSkeleton() {
  return (
    <ul
      aria-hidden="true"
      className="max-w-[820px] divide-y divide-line rounded-card border border-line bg-white shadow-card"
    >
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className="flex items-center gap-4 p-5">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <span className="flex-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-1/3" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The FAQ entries updated most recently, each linking to its page. Left out when there are none. */
export function LatestQuestions({ tone = 'plain' }: { tone?: 'plain' | 'surface' }) {
  const { data, isPending, isError, error, refetch } = useLatestFaqs();
  if (data && data.items.length === 0) return null;

  return (
    <Section
      tone={tone}
      eyebrow="Latest questions"
      title="Questions people ask us"
      intro={
        <p>
          Straight answers about consults, certificates, Medicare and privacy.{' '}
          <Link to={paths.faq} className={textLink}>
            Browse every question
          </Link>
          .
        </p>
      }
    >
      <div aria-busy={isPending || undefined}>
        {isPending ? <QuestionsSkeleton /> : null}
        {isError ? (
          <LoadProblem
            what="the latest questions"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        ) : null}
        {data ? (
          <ul className="max-w-[820px] divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
            {data.items.map((faq) => (
              <li key={faq.id}>
                <Link
                  to={faqEntryPath(faq.slug)}
                  className="group flex min-h-11 items-center gap-4 p-5 transition-colors hover:bg-surface"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <MessageCircleQuestion aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink group-hover:text-primary">
                      {faq.question}
                    </span>
                    <span className="mt-0.5 block text-sm text-muted">{faq.category.name}</span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
