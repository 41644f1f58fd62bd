import { ZChangePriceRequest } from '@curo/core/scheduling-staff';
import { useState } from 'react';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { centsToDollars, dollarsToCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useChangePrice } from '../api/change-appointment';
import { formatFee } from '../utils/labels';
import { ActionDialog } from './action-dialog';

interface Props {
  appointmentId: string;
  priceCents: number | null;
  open: boolean;
  onClose: () => void;
}

/** Change the fee: typed in dollars, sent in cents, with a reason that goes into the history. */
export function ChangePriceDialog({ appointmentId, priceCents, open, onClose }: Props) {
  const change = useChangePrice();
  const [dollars, setDollars] = useState(priceCents === null ? '' : centsToDollars(priceCents));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ priceCents?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setErrors({});
    setFailure(null);
    change.reset();
    onClose();
  };
  const submit = () => {
    setFailure(null);
    const cents = dollarsToCents(dollars);
    const parsed = ZChangePriceRequest.safeParse({ priceCents: cents ?? undefined, reason });
    const found = parsed.success ? {} : fieldErrorsOf<'priceCents' | 'reason'>(parsed.error.issues);
    if (cents === null) found.priceCents = PRICE_MESSAGE;
    setErrors(found);
    if (!parsed.success || cents === null) return;
    change.mutate(
      { id: appointmentId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(`The fee is now ${formatFee(parsed.data.priceCents)}.`);
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={close}
      id="change-price"
      title="Change the fee"
      description={`Now ${formatFee(priceCents)}. Consult fees are GST-free. The patient sees the new fee; the reason stays in the history.`}
      submitLabel="Change the fee"
      pendingLabel="Changing…"
      pending={change.isPending}
      error={failure}
      onSubmit={submit}
    >
      <TextField
        id="change-price-dollars"
        name="dollars"
        label="New fee in dollars"
        inputMode="decimal"
        autoComplete="off"
        value={dollars}
        onValueChange={(v) => {
          setDollars(v);
          setErrors((e) => ({ ...e, priceCents: undefined }));
        }}
        error={errors.priceCents}
        hint="For example 89 or 89.50. Enter 0 for no fee."
      />
      <TextAreaField
        id="change-price-reason"
        name="reason"
        label="Why the fee changes"
        value={reason}
        onValueChange={(v) => {
          setReason(v);
          setErrors((e) => ({ ...e, reason: undefined }));
        }}
        error={errors.reason}
        maxLength={500}
      />
    </ActionDialog>
  );
}
