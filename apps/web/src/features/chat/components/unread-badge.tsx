/** A count of unread messages: a number to see, "(n unread)" to hear. Nothing when there are none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-6 font-semibold text-white tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({count} unread)</span>
    </>
  );
}
