import { smallButton } from '../../../components/ui/button';
import { formatCents } from '../../../lib/money';
import type { TPayment } from '../api/get-payments';
import { refundableCents } from '../hooks/use-refund-form';
import { PaymentRow } from './payment-row';

/** A payment that was taken and not wholly given back may be refunded (in part or in full). */
export const mayRefund = (payment: TPayment) =>
  (payment.status === 'captured' || payment.status === 'partially_refunded') && refundableCents(payment) > 0;

/** One of a patient's payments as an admin sees it, with "Refund" while money is left to give back. */
export function AdminPaymentRow({ payment, onRefund }: { payment: TPayment; onRefund: () => void }) {
  return (
    <PaymentRow
      payment={payment}
      action={
        mayRefund(payment) ? (
          <button type="button" onClick={onRefund} className={smallButton}>
            Refund
            <span className="sr-only">
              {' '}
              {payment.description}, {formatCents(payment.amountCents)}
            </span>
          </button>
        ) : null
      }
    />
  );
}
