import { CalendarClock, type LucideIcon, MessageSquareText, PhoneCall, Siren, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONSULT_KINDS, type TConsultKind } from '../content/consult-kinds';
import { PriceTag } from './price-list';

const icons: Record<TConsultKind['id'], LucideIcon> = {
  scheduled: CalendarClock,
  emergency: Siren,
  instant: Zap,
  callback: PhoneCall,
  offline: MessageSquareText,
};

interface ConsultKindListProps {
  /** A closing card after the five kinds, e.g. a pointer to certificates and scripts. */
  extra?: ReactNode;
}

/** The five consultation kinds, each with its price and what happens after booking. */
export function ConsultKindList({ extra }: ConsultKindListProps) {
  return (
    <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      {CONSULT_KINDS.map((kind) => {
        const Icon = icons[kind.id];
        return (
          <li
            key={kind.id}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card"
          >
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-ink">{kind.name}</h3>
                <PriceTag id={kind.priceId} className="text-primary" />
              </div>
            </div>
            <p className="mt-4 text-muted">{kind.bestFor}</p>
            <h4 className="mt-5 text-sm font-semibold uppercase tracking-wider text-muted">
              What happens next
            </h4>
            <ol className="mt-3 space-y-2">
              {kind.next.map((step, index) => (
                <li key={step} className="flex gap-3 text-[15px] text-ink">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border border-primary/30 text-xs font-bold text-primary"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0">{step}</span>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
      {extra ? (
        <li className="flex flex-col justify-center rounded-card border border-dashed border-primary/40 bg-primary-soft/40 p-6">
          {extra}
        </li>
      ) : null}
    </ul>
  );
}
