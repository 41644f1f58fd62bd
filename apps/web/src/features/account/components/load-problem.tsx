import { secondaryButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';

interface LoadProblemProps {
  /** What could not be loaded, to follow "We could not load": "your profile". */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** A card of its own when it stands in for a whole page; plain inside a section's card. */
  framed?: boolean;
}

/** A request that failed: what could not be loaded, why, and a way to try again. */
export function LoadProblem({ what, error, onRetry, framed = false }: LoadProblemProps) {
  return (
    <div role="alert" className={framed ? 'rounded-card border border-line bg-white p-5 shadow-card' : ''}>
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-muted">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-4`}>
        Try again
      </button>
    </div>
  );
}
