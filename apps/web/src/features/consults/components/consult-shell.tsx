import type { ReactNode } from 'react';
import { EmergencyLine } from '../../../components/ui/emergency-line';
import { PageMeta } from '../../../components/ui/page-meta';

/** A page that starts a consult: its title, what happens next, and the 000 line (BRAND.md). */
export function ConsultShell({
  title,
  lead,
  children,
  emergencyLine = true,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  emergencyLine?: boolean;
}) {
  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-5">
      <PageMeta title={title} description={typeof lead === 'string' ? lead : title} noIndex />
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <div className="mt-2 text-muted">{lead}</div>
      </div>
      {emergencyLine ? <EmergencyLine /> : null}
      {children}
    </div>
  );
}
