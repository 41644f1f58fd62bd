import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The section's id, so the page can link to it (`#medicare`); its heading is `${id}-heading`. */
  id: string;
  title: string;
  icon?: LucideIcon;
  description?: ReactNode;
  children: ReactNode;
  /** Beside the heading on wide screens, under it on phones: a section's own action. */
  action?: ReactNode;
}

/** One card of an account page: a landmark named by its h2. */
export function SectionCard({ id, title, icon: Icon, description, children, action }: SectionCardProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          {Icon ? (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description ? <div className="mt-1 max-w-[62ch] text-sm text-muted">{description}</div> : null}
          </div>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
