import type { ReactNode } from 'react';

const TONES = {
  error: 'border-error/30 bg-red-50',
  warning: 'border-warning/30 bg-amber-50',
  info: 'border-info/30 bg-blue-50',
  success: 'border-success/30 bg-green-50',
} as const;

/**
 * A notice in the flow. Errors and warnings are alerts, read out as they appear; the others are
 * polite statuses. An error says what happened and what to do next.
 */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`rounded-card border p-4 ${TONES[tone]}`}
    >
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="mt-1 text-[15px] text-ink">{children}</div> : null}
    </div>
  );
}
