import { RefreshCw, WifiOff } from 'lucide-react';

interface QueryErrorProps {
  /** What did not load, e.g. "We couldn't load the FAQ". */
  title: string;
  onRetry: () => void;
  /** True while the retry is in flight. */
  retrying?: boolean;
}

/** A load that failed for a reason other than "not found": say so and offer to try again. */
export function QueryError({ title, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-card border border-error/25 bg-error/5 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <WifiOff aria-hidden="true" className="size-6 shrink-0 text-error" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-1 text-muted">
          Check your connection and try again. If it keeps happening, contact us.
        </p>
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line bg-white px-5 font-semibold text-ink hover:border-primary hover:text-primary disabled:opacity-60"
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
