import { ZChangePriceRequest } from '@curo/core/scheduling-staff';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { centsToDollars, dollarsToCents, PRICE_MESSAGE } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useChangePrice } from '../api/change-appointment';
import { formatFee } from '../utils/labels';
import { ActionDialog } from './action-dialog';

interface Props {
  appointmentId: string;
  priceCents: number | null;
  open: boolean;
  onClose: () => void;
}

type TField = 'priceCents' | 'reason';
const ORDER: readonly TField[] = ['priceCents', 'reason'];
const IDS: Record<TField, string> = { priceCents: 'change-price-dollars', reason: 'change-price-reason' };
const idFor = (field: TField) => IDS[field];

/** Change the fee: typed in dollars, sent in cents, with a reason that goes into the history. */
export function ChangePriceDialog({ appointmentId, priceCents, open, onClose }: Props) {
  const change = useChangePrice();
  // The fee is kept as the dollars typed; it becomes cents when it is checked.
  const form = useFormState(
    { priceCents: priceCents === null ? '' : centsToDollars(priceCents), reason: '' },
    idFor,
    { alertId: 'change-price-alert' },
  );

  const close = () => {
    form.resetValues(form.values);
    change.reset();
    onClose();
  };
  const submit = async () => {
    const cents = dollarsToCents(form.values.priceCents);
    const input = form.check(
      ZChangePriceRequest,
      { priceCents: cents ?? undefined, reason: form.values.reason },
      ORDER,
      cents === null ? { priceCents: PRICE_MESSAGE } : {},
    );
    if (!input) return;
    if (await form.send(() => change.mutateAsync({ id: appointmentId, ...input }))) {
      toast.success(`The fee is now ${formatFee(input.priceCents)}.`);
      close();
    }
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
      error={form.formError}
      onSubmit={submit}
    >
      <TextField
        {...form.text('priceCents')}
        name="dollars"
        label="New fee in dollars"
        inputMode="decimal"
        autoComplete="off"
        hint="For example 89 or 89.50. Enter 0 for no fee."
      />
      <TextAreaField label="Why the fee changes" maxLength={500} {...form.text('reason')} />
    </ActionDialog>
  );
}
