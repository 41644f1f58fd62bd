import { billingMessages, type TPaymentMethod, ZSavePaymentMethod } from '@curo/core/billing';
import { type FormEvent, useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { randomId } from '../../../lib/random-id';
import { toast } from '../../../lib/toast-store';
import { useFormState } from '../../../lib/use-form-state';
import { useSavePaymentMethod } from '../api/save-payment-method';
import { cardDigits, cardName } from '../utils/card';

export type TCardField = 'number' | 'expMonth' | 'expYear' | 'cvc' | 'makeDefault';
export interface TCardValues {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  makeDefault: boolean;
}

const CARD_FIELDS: readonly TCardField[] = ['number', 'expMonth', 'expYear', 'cvc'];
const EMPTY: TCardValues = { number: '', expMonth: '', expYear: '', cvc: '', makeDefault: false };
/** The test card the server checks, as the form checks it too (decision 0028). */
const ZCard = ZSavePaymentMethod.shape.card.unwrap();
const MESSAGES = { expMonth: billingMessages.expiry, expYear: billingMessages.expiry };

export const cardFieldId = (field: TCardField) => `card-${field}`;

/**
 * A failure the server answered for good (a decline, a refusal): sending the same key again
 * would only replay it. A lost connection, a 5xx or a key still in progress is worth the same key.
 */
const answered = (failure: unknown) =>
  failure instanceof ApiError && failure.status > 0 && failure.status < 500 && failure.status !== 409;

/**
 * Saving a test card. Each submit carries an `Idempotency-Key`; the same submit sent again (after
 * a lost connection) carries the same one, so the card is not saved twice. The card number lives
 * only in the form's state and is cleared once the card is saved.
 */
export function useAddCardForm({
  userId,
  onSaved,
}: {
  userId: string;
  onSaved?: (card: TPaymentMethod) => void;
}) {
  const form = useFormState<TCardField, TCardValues>(EMPTY, cardFieldId);
  const save = useSavePaymentMethod();
  const { values, check, send, resetValues } = form;
  /** The key of the submit under way or last unanswered; a changed card is a new submit. */
  const keyRef = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any change to what was typed makes the next submit a new one
  useEffect(() => {
    keyRef.current = null;
  }, [values]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (save.isPending) return;
      const card = check(
        ZCard,
        {
          number: cardDigits(values.number),
          expMonth: Number(values.expMonth),
          expYear: Number(values.expYear),
          cvc: values.cvc,
        },
        CARD_FIELDS,
        MESSAGES,
      );
      if (!card) return;
      keyRef.current ??= randomId();
      const idempotencyKey = keyRef.current;
      let saved: TPaymentMethod | null = null;
      const ok = await send(async () => {
        try {
          saved = await save.mutateAsync({
            userId,
            body: { card, makeDefault: values.makeDefault },
            idempotencyKey,
          });
        } catch (failure) {
          if (answered(failure)) keyRef.current = null;
          throw failure;
        } finally {
          // What was sent held the card number; the mutation lets go of it.
          save.reset();
        }
      });
      if (!ok || !saved) return;
      keyRef.current = null;
      resetValues(EMPTY);
      toast.success(`${cardName(saved)} has been saved.`);
      onSaved?.(saved);
    },
    [save, check, send, resetValues, values, userId, onSaved],
  );

  return { ...form, submit, busy: save.isPending };
}
