import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back up, above a page's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary hover:bg-primary-soft"
    >
      <ChevronLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
