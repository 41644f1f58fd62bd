interface SkeletonProps {
  className?: string;
}

/**
 * A grey block standing in for content that is loading. It pulses only for people who have not
 * asked for reduced motion, and is hidden from assistive technology: the region around it says it
 * is busy instead.
 */
export function Skeleton({ className = '' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-slate-200/80 motion-safe:animate-pulse ${className}`}
    />
  );
}
