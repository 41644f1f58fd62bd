import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { smallButton, smallDangerButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useMakeDefaultPaymentMethod, useRemovePaymentMethod } from '../api/change-payment-methods';
import { type TPaymentMethod, usePaymentMethods } from '../api/get-payment-methods';
import { brandName, cardName, expiryText } from '../utils/card';

/** One saved card: brand, last four, expiry, and what can be done with it. */
function SavedCard({
  card,
  busy,
  onMakeDefault,
  onRemove,
}: {
  card: TPaymentMethod;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}) {
  const name = cardName(card);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
          <CreditCard className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-ink">
            <span aria-hidden>
              {brandName(card.brand)} •••• {card.last4}
            </span>
            <span className="sr-only">{name}</span>
            {card.isDefault ? <StatusPill tone="success">Default</StatusPill> : null}
          </p>
          <p className="text-sm text-muted">Expires {expiryText(card.expMonth, card.expYear)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        {card.isDefault ? null : (
          <button type="button" onClick={onMakeDefault} disabled={busy} className={smallButton}>
            Make default<span className="sr-only"> {name}</span>
          </button>
        )}
        <button type="button" onClick={onRemove} className={smallDangerButton}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}

/** The person's saved cards, the default first, as the server orders them. */
export function SavedCards({ userId }: { userId: string }) {
  const query = usePaymentMethods(userId);
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const [removing, setRemoving] = useState<TPaymentMethod | null>(null);

  if (query.isPending) return <Loading label="Loading your cards…" rows={2} />;
  if (query.isError)
    return (
      <LoadProblem
        framed={false}
        what="your saved cards"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-line p-4 text-muted">
        You have no saved cards yet.
      </p>
    );

  const setDefault = (card: TPaymentMethod) =>
    makeDefault.mutate(
      { userId, methodId: card.id },
      {
        onSuccess: () => toast.success(`${cardName(card)} is now your default card.`),
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );

  return (
    <>
      <ul aria-label="Saved cards" className="divide-y divide-line rounded-lg border border-line">
        {query.data.map((card) => (
          <SavedCard
            key={card.id}
            card={card}
            busy={makeDefault.isPending}
            onMakeDefault={() => setDefault(card)}
            onRemove={() => setRemoving(card)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this card?"
        description={
          removing
            ? `${cardName(removing)} will no longer be saved to your account. You can add it again later.`
            : ''
        }
        confirmLabel="Remove card"
        pendingLabel="Removing…"
        onConfirm={() =>
          removing ? remove.mutateAsync({ userId, methodId: removing.id }) : Promise.resolve()
        }
        doneMessage={removing ? `${cardName(removing)} has been removed.` : 'The card has been removed.'}
      />
    </>
  );
}
