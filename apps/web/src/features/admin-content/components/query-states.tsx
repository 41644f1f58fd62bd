import type { ReactNode } from 'react';
import { card } from '../../admin/components/admin-styles';
import { secondaryButton } from '../../auth/components/button-styles';
import { errorMessage } from '../../auth/utils/error-message';

/** A list on its way: a few grey rows where it will be, and words for screen readers. */
export function Loading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          key={i}
          aria-hidden
          className={`${card} h-16 animate-pulse bg-gradient-to-r from-white via-surface to-white motion-reduce:animate-none`}
        />
      ))}
    </div>
  );
}

/** What could not be loaded, the server's reason, and a way to try again. */
export function LoadFailed({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className={`${card} p-5`}>
      <p className="font-semibold text-ink">We could not load {what}.</p>
      <p className="mt-1 text-muted">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-4`}>
        Try again
      </button>
    </div>
  );
}

/** An empty list says so, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`${card} flex flex-col items-center p-8 text-center`}>
      <p className="font-semibold text-ink">{title}</p>
      {children ? <p className="mt-1 max-w-[48ch] text-muted">{children}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
