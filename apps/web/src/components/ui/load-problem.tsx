import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../../lib/error-message';
import { secondaryButton } from './button';

/**
 * A request that failed: what, why (the server's reason, or a word on the connection), and a way
 * to try again. Give the failure as `error`, or the words already chosen as `message`. A card of
 * its own unless `framed` is false (inside a section's card already).
 */
export function LoadProblem({
  what,
  message,
  error,
  onRetry,
  framed = true,
  className = '',
}: {
  what: string;
  message?: string;
  error?: unknown;
  onRetry: () => void;
  framed?: boolean;
  className?: string;
}) {
  const frame = framed ? 'rounded-card border border-line bg-white p-4 shadow-card sm:p-5' : '';
  return (
    <div role="alert" className={`${frame} ${className}`.trim() || undefined}>
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-muted">{message ?? errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-4`}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </div>
  );
}
