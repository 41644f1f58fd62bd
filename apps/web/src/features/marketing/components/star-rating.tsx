import { Star } from 'lucide-react';

interface StarRatingProps {
  /** 1 to 5; an average may have a decimal. */
  rating: number;
  className?: string;
  /** Leave out the spoken "4 out of 5" when the same words are already shown beside the stars. */
  decorative?: boolean;
}

/**
 * Five stars, filled to the rating (rounded to a whole star). The stars are decoration: what a
 * screen reader hears, and what is copied, is the text "4 out of 5".
 */
export function StarRating({ rating, className = '', decorative = false }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`}>
      {decorative ? null : <span className="sr-only">{`${rating} out of 5`}</span>}
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300'}`}
        />
      ))}
    </span>
  );
}
