import { RefreshCw } from 'lucide-react';
import { errorMessage } from '../utils/error-message';
import { buttonClass } from './button-link';

interface LoadProblemProps {
  /** What could not be loaded, to follow "We could not load": "the latest questions". */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A request that failed: what could not be loaded, why, and a way to try again. */
export function LoadProblem({ what, error, onRetry, className = '' }: LoadProblemProps) {
  return (
    <div
      role="alert"
      className={`rounded-card border border-line bg-white p-5 shadow-card sm:p-6 ${className}`}
    >
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-muted">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('secondary')} mt-4`}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </div>
  );
}
