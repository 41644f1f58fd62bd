import type { ReactNode } from 'react';

export type TPillTone = 'success' | 'warning' | 'neutral' | 'info';

const TONES: Record<TPillTone, string> = {
  success: 'bg-green-50 text-success ring-success/25',
  warning: 'bg-amber-50 text-warning ring-warning/25',
  neutral: 'bg-slate-100 text-muted ring-slate-300',
  info: 'bg-blue-50 text-info ring-info/25',
};

/** A state in a word and a colour (never the colour alone): Published, Draft, Hidden. */
export function StatusPill({ tone, children }: { tone: TPillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {children}
    </span>
  );
}
