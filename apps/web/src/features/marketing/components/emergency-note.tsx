import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmergencyNoteProps {
  /** More safety advice for the page, after the standard sentence. */
  children?: ReactNode;
  className?: string;
}

/**
 * The emergency sentence every page that starts a consult shows, once, in its hero. "000" is
 * deliberately not a tel: link: accidental taps on emergency links are a known source of misdials.
 */
export function EmergencyNote({ children, className = '' }: EmergencyNoteProps) {
  return (
    <div
      className={`flex items-start gap-3 rounded-card border border-error/25 bg-error/5 px-4 py-3 text-ink ${className}`}
    >
      <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-error" />
      <p className="text-[15px] leading-relaxed">
        <strong className="font-semibold">In an emergency, call 000.</strong>
        {children ? <> {children}</> : null}
      </p>
    </div>
  );
}
