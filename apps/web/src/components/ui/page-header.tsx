import type { ReactNode } from 'react';

/** The top of an account page: its one h1 and a sentence on what the page is for. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 max-w-[62ch] text-muted">{children}</div> : null}
    </div>
  );
}
