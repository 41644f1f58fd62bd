import { billingMessages } from '@curo/core/billing';
import { CreditCard } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Notice } from '../../../components/ui/notice';
import { usePaymentMethods } from '../api/get-payment-methods';
import { usePaymentsConfig } from '../api/get-payments-config';
import { brandName, expiryText } from '../utils/card';
import { AddCardForm } from './add-card-form';
import { StripeCardForm } from './stripe-card-form';

/** One choice of the "Pay with" group, a whole row to tap. */
function Option({
  checked,
  onChoose,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40">
      <input
        type="radio"
        name="payment-card"
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}

/**
 * Choosing the card a consult is paid with (`selected`, the page's): the saved cards (the default
 * chosen first) or a new one, saved to the account as it is added and then chosen. Where this
 * server takes no card in the page, it says so instead; `selected` stays null.
 */
export function CardPicker({
  userId,
  selected,
  onSelect,
}: {
  userId: string;
  selected: string | null;
  onSelect: (paymentMethodId: string | null) => void;
}) {
  const config = usePaymentsConfig();
  const cards = usePaymentMethods(userId);
  const [addingNew, setAddingNew] = useState(false);
  const legendId = useId();
  const newCardHeading = useId();
  const firstCard = cards.data?.[0]?.id;

  // Once the cards are known, the default (listed first) is chosen unless the patient chose.
  useEffect(() => {
    if (selected === null && !addingNew && firstCard) onSelect(firstCard);
  }, [selected, addingNew, firstCard, onSelect]);

  if (config.isPending || cards.isPending) return <Loading label="Loading your cards…" rows={2} />;
  if (config.isError || cards.isError)
    return (
      <LoadProblem
        framed={false}
        what="your cards"
        error={config.error ?? cards.error}
        onRetry={() => {
          void config.refetch();
          void cards.refetch();
        }}
      />
    );
  const { publishableKey } = config.data;
  if (config.data.gateway === 'none' || (config.data.gateway === 'stripe' && !publishableKey))
    return <Notice tone="error" title={billingMessages.paymentsUnavailable} />;

  const choose = (id: string | null) => {
    setAddingNew(id === null);
    onSelect(id);
  };
  const addForm = (
    <div className="rounded-lg border border-line p-4">
      <h4 id={newCardHeading} className="sr-only">
        New card
      </h4>
      {config.data.gateway === 'stripe' && publishableKey ? (
        <StripeCardForm
          userId={userId}
          publishableKey={publishableKey}
          labelledBy={newCardHeading}
          submitLabel="Save and use this card"
          onSaved={(card) => choose(card.id)}
        />
      ) : (
        <AddCardForm
          userId={userId}
          labelledBy={newCardHeading}
          submitLabel="Save and use this card"
          onSaved={(card) => choose(card.id)}
        />
      )}
    </div>
  );

  if (cards.data.length === 0) return addForm;
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="mb-1 font-semibold text-ink">
        Pay with
      </legend>
      {cards.data.map((card) => (
        <Option key={card.id} checked={!addingNew && selected === card.id} onChoose={() => choose(card.id)}>
          <CreditCard className="size-5 shrink-0 text-muted" aria-hidden />
          <span className="min-w-0 text-ink">
            {brandName(card.brand)} ending in {card.last4}
            <span className="block text-sm text-muted">
              Expires {expiryText(card.expMonth, card.expYear)}
            </span>
          </span>
        </Option>
      ))}
      <Option checked={addingNew} onChoose={() => choose(null)}>
        <span className="text-ink">A new card</span>
      </Option>
      {addingNew ? addForm : null}
    </fieldset>
  );
}
