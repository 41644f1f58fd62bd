import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A live region for good news ("a link is on its way"). It is always in the page, empty until
 * there is something to say, so screen readers announce the words when they arrive.
 */
export function StatusMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="status">
      {children ? (
        <div
          className={`flex items-start gap-3 rounded-lg border border-success/30 bg-green-50 p-3 text-sm font-medium text-success ${className}`}
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{children}</p>
        </div>
      ) : null}
    </div>
  );
}
