import { Siren } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmergencyNoteProps {
  /** More safety advice for the page, after the standard sentence. */
  children?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The emergency sentence every page that starts a consult must show. "000" is deliberately not a
 * tel: link: accidental taps on emergency links are a known source of misdials.
 */
export function EmergencyNote({ children, tone = 'light', className = '' }: EmergencyNoteProps) {
  const toneClass =
    tone === 'dark' ? 'border-white/25 bg-white/10 text-white' : 'border-error/25 bg-error/5 text-ink';
  return (
    <div className={`flex items-start gap-3 rounded-card border px-4 py-3 ${toneClass} ${className}`}>
      <Siren
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${tone === 'dark' ? 'text-accent' : 'text-error'}`}
      />
      <p className="text-[15px] leading-relaxed">
        <strong className="font-semibold">In an emergency, call 000.</strong>
        {children ? <> {children}</> : null}
      </p>
    </div>
  );
}
