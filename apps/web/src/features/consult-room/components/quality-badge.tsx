import { Signal, SignalLow, SignalMedium } from 'lucide-react';
import type { TQuality } from '../utils/quality';

const LOOK = {
  good: { icon: Signal, label: 'Good', className: 'text-green-300' },
  fair: { icon: SignalMedium, label: 'Fair', className: 'text-amber-300' },
  poor: { icon: SignalLow, label: 'Poor', className: 'text-red-300' },
} as const;

/** Worst first: the call is as good as its weakest connection. */
const ORDER: readonly TQuality[] = ['poor', 'fair', 'good'];

export const worstQuality = (qualities: Array<TQuality | null>): TQuality | null =>
  ORDER.find((q) => qualities.includes(q)) ?? null;

/** "Connection: Good", from packet loss and round-trip time (`getStats`), on the dark stage. */
export function QualityBadge({ quality, who }: { quality: TQuality | null; who?: string }) {
  if (!quality) return null;
  const { icon: Icon, label, className } = LOOK[quality];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-ink/70 px-2 py-0.5 text-xs font-medium text-white">
      <Icon aria-hidden className={`size-4 ${className}`} />
      <span>
        <span className="sr-only">{who ? `Connection with ${who}: ` : 'Connection: '}</span>
        {label}
      </span>
    </span>
  );
}
