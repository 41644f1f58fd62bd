import { TEST_PAYMENTS_LABEL } from '@curo/core/billing';
import { FlaskConical } from 'lucide-react';

/** Said on every screen where the test gateway takes a card: nothing here is real money. */
export function TestPaymentsLabel() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1.5 text-sm font-semibold text-warning ring-1 ring-warning/30 ring-inset">
      <FlaskConical className="size-4 shrink-0" aria-hidden />
      {TEST_PAYMENTS_LABEL}
    </p>
  );
}
