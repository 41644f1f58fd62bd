import type { TPaymentMethod } from '@curo/core/billing';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { cardFieldId, useAddCardForm } from '../hooks/use-add-card-form';
import { spacedCardNumber } from '../utils/card';
import { TestPaymentsLabel } from './test-payments-label';

const EXPIRY_ERROR_ID = 'card-expiry-error';

const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const value = String(i + 1).padStart(2, '0');
  return { value: String(i + 1), label: value };
});

/** This year and the next 15, as card expiry years run. */
function expiryYears() {
  const first = new Date().getFullYear();
  return Array.from({ length: 16 }, (_, i) => ({ value: String(first + i), label: String(first + i) }));
}

/**
 * The test gateway's card form: a test card only, under the label that says no money moves. The
 * number is typed in groups of four; the form is emptied once the card is saved.
 */
export function AddCardForm({
  userId,
  labelledBy,
  onSaved,
  submitLabel = 'Save card',
}: {
  userId: string;
  labelledBy: string;
  /** After the card is saved (the booking then pays with it). */
  onSaved?: (card: TPaymentMethod) => void;
  submitLabel?: string;
}) {
  const form = useAddCardForm({ userId, onSaved });
  const { text, values, setValue, errors, formError, alertId, submit, busy } = form;
  const expiryError = errors.expMonth ?? errors.expYear;
  const number = text('number');
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col items-start gap-2">
        <TestPaymentsLabel />
        <p id="test-cards-hint" className="max-w-[62ch] text-sm text-muted">
          Use the test card{' '}
          <span className="font-semibold whitespace-nowrap text-ink">4242 4242 4242 4242</span> with any
          future expiry and any 3 digits. To see a decline, use{' '}
          <span className="font-semibold whitespace-nowrap text-ink">4000 0000 0000 0002</span>: it is saved,
          and payments with it are declined.
        </p>
      </div>
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <TextField
        {...number}
        onValueChange={(typed) => number.onValueChange(spacedCardNumber(typed))}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <fieldset>
          <legend className="sr-only">Expiry date</legend>
          <div className="grid grid-cols-2 gap-4">
            <SelectField
              {...text('expMonth')}
              error={undefined}
              alertId={errors.expMonth ? EXPIRY_ERROR_ID : undefined}
              label="Expiry month"
              options={MONTHS}
              emptyLabel="MM"
              autoComplete="cc-exp-month"
            />
            <SelectField
              {...text('expYear')}
              error={undefined}
              alertId={errors.expYear ? EXPIRY_ERROR_ID : undefined}
              label="Expiry year"
              options={expiryYears()}
              emptyLabel="YYYY"
              autoComplete="cc-exp-year"
            />
          </div>
          {/* Month and year share one message: it is one date. */}
          {expiryError ? <FieldError id={EXPIRY_ERROR_ID}>{expiryError}</FieldError> : null}
        </fieldset>
        <div className="max-w-40 sm:max-w-none">
          <TextField
            {...text('cvc')}
            label="Security code"
            hint="3 or 4 digits"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
      </div>
      <ToggleField
        id={cardFieldId('makeDefault')}
        label="Make this my default card"
        checked={values.makeDefault}
        onCheckedChange={(checked) => setValue('makeDefault', checked)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving card…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
