import type { ReactNode } from 'react';

/**
 * A grey block standing in for content that is loading. It pulses only for people who have not
 * asked for reduced motion, and is hidden from assistive technology: the region around it
 * (LoadingRegion) says it is busy instead.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-line/70 motion-safe:animate-pulse ${className}`}
    />
  );
}

/** Wraps placeholders so assistive technology hears one "Loading…" instead of nothing. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" data-testid="content-loading">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Placeholder cards for a grid still loading. */
export function CardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <LoadingRegion label={label}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
          <li key={i} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-3 p-5 sm:p-6">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/** Placeholder rows for a list of questions still loading. */
export function ListSkeleton({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <LoadingRegion label={label}>
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
          <li key={i} className="space-y-2 px-5 py-4 sm:px-6">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3.5 w-1/3" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
