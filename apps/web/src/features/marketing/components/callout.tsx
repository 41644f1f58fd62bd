import { CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type TCalloutTone = 'info' | 'warning' | 'success';

const tones: Record<TCalloutTone, { icon: LucideIcon; box: string; iconClass: string }> = {
  info: { icon: Info, box: 'border-info/25 bg-info/5', iconClass: 'text-info' },
  warning: { icon: TriangleAlert, box: 'border-warning/30 bg-warning/5', iconClass: 'text-warning' },
  success: { icon: CircleCheck, box: 'border-success/25 bg-success/5', iconClass: 'text-success' },
};

interface CalloutProps {
  title?: string;
  children: ReactNode;
  tone?: TCalloutTone;
  className?: string;
}

/** A boxed note for things people must not miss: Medicare rules, limits of telehealth. */
export function Callout({ title, children, tone = 'info', className = '' }: CalloutProps) {
  const { icon: Icon, box, iconClass } = tones[tone];
  return (
    <div
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-card border p-5 sm:p-6 ${box} ${className}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
      {title ? <p className="font-semibold text-ink">{title}</p> : null}
      {/* With a title, the body uses the full width on phones and lines up with the title on wider screens. */}
      <div
        className={`min-w-0 space-y-2 text-muted ${title ? 'col-span-2 sm:col-span-1 sm:col-start-2' : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
