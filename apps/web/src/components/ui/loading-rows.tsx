import { card } from './card';

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
