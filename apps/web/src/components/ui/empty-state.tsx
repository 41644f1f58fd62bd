import type { ReactNode } from 'react';
import { card } from './card';

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
