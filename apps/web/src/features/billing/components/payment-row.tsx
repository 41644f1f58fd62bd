import type { TPaymentStatus } from '@curo/core/billing';
import type { ReactNode } from 'react';
import { StatusPill, type TPillTone } from '../../../components/ui/status-pill';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { formatCents } from '../../../lib/money';
import type { TPayment } from '../api/get-payments';
import { brandName, cardName } from '../utils/card';

const STATUS: Record<TPaymentStatus, { label: string; tone: TPillTone }> = {
  authorised: { label: 'Held on card', tone: 'info' },
  declined: { label: 'Declined', tone: 'warning' },
  captured: { label: 'Paid', tone: 'success' },
  released: { label: 'Released', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partially_refunded: { label: 'Partly refunded', tone: 'neutral' },
};

/**
 * One payment: when, what for, how much (less any discount, with any refund) and on which card;
 * `action` (an admin's "Refund") goes under the amount.
 */
export function PaymentRow({ payment, action }: { payment: TPayment; action?: ReactNode }) {
  const status = STATUS[payment.status];
  const at = payment.capturedAt ?? payment.createdAt;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold break-words text-ink">{payment.description}</span>
          {payment.test ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-warning ring-1 ring-warning/30 ring-inset">
              Test<span className="sr-only"> payment, no money moved</span>
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={at}>{formatDateTimeWithYear(at)}</time>
          {payment.card ? (
            <>
              {' · '}
              <span aria-hidden className="whitespace-nowrap">
                {brandName(payment.card.brand)} •••• {payment.card.last4}
              </span>
              <span className="sr-only">{cardName(payment.card)}</span>
            </>
          ) : null}
        </p>
        {payment.discountCents > 0 ? (
          <p className="mt-1 text-sm text-muted">
            {formatCents(payment.priceCents)} less a {formatCents(payment.discountCents)} discount
            {payment.discountCode ? ` (${payment.discountCode})` : ''}
          </p>
        ) : null}
        {payment.refundedCents > 0 ? (
          <p className="mt-1 text-sm text-muted">{formatCents(payment.refundedCents)} refunded</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-2">
        <p className="text-lg font-semibold text-ink tabular-nums">{formatCents(payment.amountCents)}</p>
        <StatusPill tone={status.tone}>{status.label}</StatusPill>
        {action}
      </div>
    </li>
  );
}
