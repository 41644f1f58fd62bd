import { Link } from 'react-router';
import { BOOKING_KINDS, type TBookingKind } from '../utils/booking-kinds';

/** Step 1: which kind of consult. Kinds with their own flow link to it; slot kinds continue here. */
export function KindStep({ onChoose }: { onChoose: (kind: TBookingKind) => void }) {
  return (
    <section aria-labelledby="kind-heading">
      <h2 id="kind-heading" className="text-xl font-semibold text-ink">
        What kind of consult do you need?
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {BOOKING_KINDS.map((kind) => {
          const Icon = kind.icon;
          const body = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 text-left">
                <span className="block font-semibold text-ink">{kind.name}</span>
                <span className="block text-sm text-muted">{kind.summary}</span>
              </span>
            </>
          );
          const cls =
            'flex w-full items-start gap-3 rounded-card border border-line bg-white p-4 text-left shadow-card transition-colors hover:border-primary';
          return (
            <li key={kind.id}>
              {kind.flow.type === 'link' ? (
                <Link to={kind.flow.to} className={cls}>
                  {body}
                </Link>
              ) : (
                <button type="button" onClick={() => onChoose(kind)} className={cls}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
