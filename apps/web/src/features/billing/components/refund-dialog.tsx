import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { formatCents } from '../../../lib/money';
import type { TPayment } from '../api/get-payments';
import { refundableCents, useRefundForm } from '../hooks/use-refund-form';

function RefundForm({
  payment,
  patientId,
  onDone,
}: {
  payment: TPayment;
  patientId: string;
  onDone: () => void;
}) {
  const { form, submit, busy, remaining } = useRefundForm({ payment, patientId, onDone });
  return (
    <DialogForm
      label="Refund"
      form={form}
      onSubmit={submit}
      busy={busy}
      submitLabel="Refund"
      busyLabel="Refunding…"
    >
      <TextField
        {...form.text('amount')}
        label="Amount to refund in dollars"
        inputMode="decimal"
        autoComplete="off"
        hint={`Up to ${formatCents(remaining)}.`}
      />
      <TextAreaField {...form.text('reason')} label="Reason for the refund" maxLength={500} counted />
    </DialogForm>
  );
}

/**
 * Refunds part or all of a payment (admins): how much, in dollars, and why. The reason is kept in
 * the audit trail; the money goes back to the card it came from.
 */
export function RefundDialog({
  payment,
  patientId,
  onClose,
}: {
  /** The payment to refund; null while the dialog is closed. */
  payment: TPayment | null;
  patientId: string;
  onClose: () => void;
}) {
  const paid = payment ? formatCents(payment.amountCents) : '';
  const refunded =
    payment && payment.refundedCents > 0 ? `, ${formatCents(payment.refundedCents)} refunded so far` : '';
  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title="Refund a payment"
      description={
        payment
          ? `${payment.description}: ${paid} paid${refunded}. Up to ${formatCents(refundableCents(payment))} can go back to the card it was paid with. The reason is kept in the audit trail.`
          : ''
      }
      formKey={payment?.id}
    >
      {payment ? <RefundForm payment={payment} patientId={patientId} onDone={onClose} /> : null}
    </FormDialog>
  );
}
