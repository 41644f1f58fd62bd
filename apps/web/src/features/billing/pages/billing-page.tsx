import type { TPaymentsConfig } from '@curo/core/billing';
import { CreditCard, Plus } from 'lucide-react';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Loading } from '../../../components/ui/loading-rows';
import { Notice } from '../../../components/ui/notice';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { SectionCard } from '../../../components/ui/section-card';
import { useCurrentUser } from '../../../lib/use-current-user';
import { usePaymentsConfig } from '../api/get-payments-config';
import { AddCardForm } from '../components/add-card-form';
import { SavedCards } from '../components/saved-cards';
import { StripeCardForm } from '../components/stripe-card-form';

/** What "Add a card" holds for the server's gateway: the test form, or why there is none. */
function AddCard({ config, userId }: { config: TPaymentsConfig; userId: string }) {
  if (config.gateway === 'test') return <AddCardForm userId={userId} labelledBy="add-card-heading" />;
  if (config.gateway === 'stripe' && config.publishableKey)
    return (
      <StripeCardForm userId={userId} publishableKey={config.publishableKey} labelledBy="add-card-heading" />
    );
  return <Notice tone="info" title="Card payments are not available on this server." />;
}

/**
 * `/account/billing`: the signed-in person's saved cards (the default first), making one the
 * default, removing one, and adding one where this server takes cards here (decision 0035).
 */
export function BillingPage() {
  const { user } = useCurrentUser();
  const config = usePaymentsConfig();

  return (
    <>
      <PageMeta title="Payment methods" description="The cards saved to your Curo account." noIndex />
      <div className="flex flex-col gap-6">
        <PageHeader title="Payment methods">
          <p>
            The cards saved to your account. When you book a consult, you choose one of them and we hold the
            fee on it until the consult has taken place.
          </p>
        </PageHeader>
        {user ? (
          <>
            <SectionCard id="saved-cards" title="Saved cards" icon={CreditCard}>
              <SavedCards userId={user.id} />
            </SectionCard>
            <SectionCard id="add-card" title="Add a card" icon={Plus}>
              {config.isPending ? (
                <Loading label="Loading the card form…" rows={1} />
              ) : config.isError ? (
                <LoadProblem
                  framed={false}
                  what="the card form"
                  error={config.error}
                  onRetry={() => void config.refetch()}
                />
              ) : (
                <AddCard config={config.data} userId={user.id} />
              )}
            </SectionCard>
          </>
        ) : (
          <Loading label="Loading your cards…" rows={2} />
        )}
      </div>
    </>
  );
}
