import type { TReview } from '@curo/core/content';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReviews } from '../api/get-reviews';
import { errorMessage } from '../utils/error-message';
import { Section } from './section';
import { StarRating } from './star-rating';

/** How many review cards the home page shows. */
export const REVIEWS_SHOWN = 4;

const monthFormatter = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-10-12" → "October 2026"; read as a calendar date, so no time zone can move it a month. */
function monthOf(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  if (!year || !month) return '';
  return monthFormatter.format(new Date(Date.UTC(year, month - 1, 1)));
}

function ReviewCard({ review }: { review: TReview }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <StarRating rating={review.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{review.text}”</p>
      </blockquote>
      <p className="mt-5 text-sm text-muted">
        <span className="font-semibold text-ink">{review.authorName}</span>
        {monthOf(review.reviewedOn) ? <span> · {monthOf(review.reviewedOn)}</span> : null}
      </p>
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className="rounded-card border border-line bg-white p-6 shadow-card">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-6 h-3 w-28" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Reviews curated by our team: the average, how many there are and a few cards. When there are
 * none to show, the section is left out rather than showing an empty promise.
 */
export function ReviewsSection({ tone = 'plain' }: { tone?: 'plain' | 'surface' }) {
  const { data, isPending, isError, error, refetch } = useReviews();
  if (data && (data.count === 0 || data.items.length === 0)) return null;

  const summary =
    data && data.average !== null ? (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={data.average} decorative className="[&_svg]:size-5" />
        <span>
          <span className="font-bold text-ink">{data.average.toFixed(1)} out of 5</span>
          <span>
            {' '}
            from {data.count} {data.count === 1 ? 'review' : 'reviews'}
          </span>
        </span>
      </p>
    ) : null;

  return (
    <Section
      tone={tone}
      eyebrow="What patients say"
      title="Reviews from people who have used Curo"
      intro={summary}
    >
      <div aria-busy={isPending || undefined}>
        {isPending ? <ReviewsSkeleton /> : null}
        {isError ? (
          <LoadProblem what="reviews" message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : null}
        {data ? (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
              {data.items.slice(0, REVIEWS_SHOWN).map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </ul>
            <p className="mt-6 max-w-[72ch] text-sm text-muted">
              Chosen by our team from feedback patients have given us. Reviews describe people’s experience of
              our service, not the results of their treatment.
            </p>
          </>
        ) : null}
      </div>
    </Section>
  );
}
