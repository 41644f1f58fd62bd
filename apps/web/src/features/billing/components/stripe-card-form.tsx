import type { TPaymentMethod } from '@curo/core/billing';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { errorMessage } from '../../../lib/error-message';
import { randomId } from '../../../lib/random-id';
import { toast } from '../../../lib/toast-store';
import { useSavePaymentMethod } from '../api/save-payment-method';
import { startCardSetup } from '../api/start-card-setup';
import { cardName } from '../utils/card';

/** Stripe.js, loaded from Stripe once per publishable key, only when a card is entered. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let loading = stripes.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey);
    stripes.set(publishableKey, loading);
  }
  return loading;
};

/**
 * Entering a card with Stripe (decision 0035): the card goes into Stripe's Payment Element, in
 * Stripe's own frame, and is confirmed with Stripe as a SetupIntent; Curo then keeps the card by
 * the SetupIntent's id (brand, last four, expiry), never its number.
 */
export function StripeCardForm({
  userId,
  publishableKey,
  labelledBy,
  onSaved,
  submitLabel = 'Save card',
}: {
  userId: string;
  publishableKey: string;
  labelledBy: string;
  onSaved?: (card: TPaymentMethod) => void;
  submitLabel?: string;
}) {
  const setup = useQuery({
    queryKey: ['card-setup', userId] as const,
    queryFn: () => startCardSetup(userId),
    // A client secret is for one card: never shared between forms or refetched behind the patient's back.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (setup.isPending) return <Loading label="Loading the card form…" rows={2} />;
  if (setup.isError)
    return (
      <LoadProblem
        framed={false}
        what="the card form"
        error={setup.error}
        onRetry={() => void setup.refetch()}
      />
    );
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: setup.data,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e', borderRadius: '8px' } },
      }}
    >
      <StripeSetupForm
        userId={userId}
        labelledBy={labelledBy}
        submitLabel={submitLabel}
        onSaved={(card) => {
          void setup.refetch();
          onSaved?.(card);
        }}
      />
    </Elements>
  );
}

function StripeSetupForm({
  userId,
  labelledBy,
  submitLabel,
  onSaved,
}: {
  userId: string;
  labelledBy: string;
  submitLabel: string;
  onSaved: (card: TPaymentMethod) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keyRef = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const confirmed = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (confirmed.error) {
        setProblem(
          confirmed.error.message ?? 'Your card could not be saved. Check the details and try again.',
        );
        return;
      }
      keyRef.current ??= randomId();
      const card = await save.mutateAsync({
        userId,
        body: { setupIntentId: confirmed.setupIntent.id },
        idempotencyKey: keyRef.current,
      });
      keyRef.current = null;
      toast.success(`${cardName(card)} has been saved.`);
      onSaved(card);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      {problem ? <FormAlert id="stripe-card-problem">{problem}</FormAlert> : null}
      <PaymentElement options={{ layout: 'tabs' }} />
      <div>
        <Button type="submit" disabled={!stripe || busy}>
          {busy ? 'Saving card…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
