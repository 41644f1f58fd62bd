import type { TReferral } from '@curo/core/referrals';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { DialogForm, FormDialog } from '../../../components/ui/form-dialog';
import { Loading } from '../../../components/ui/loading-rows';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useFormState } from '../../../lib/use-form-state';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useReferrals } from '../api/get-referrals';
import { useRespondReferralOffer } from '../api/respond-referral-offer';
import { bookingWith, ReferralCard } from '../components/referral-card';

function DeclineForm({ referral, onDone }: { referral: TReferral; onDone: () => void }) {
  const respond = useRespondReferralOffer();
  const form = useFormState<'reason'>({ reason: '' }, () => 'decline-reason', { alertId: 'decline-alert' });
  const submit = async () => {
    const done = await form.send(() =>
      respond.mutateAsync({
        appointmentId: referral.appointmentId,
        body: { referralId: referral.id, response: 'decline', reason: form.values.reason || undefined },
      }),
    );
    if (done) {
      toast.success('Referral declined.');
      onDone();
    }
  };
  return (
    <DialogForm
      label="Decline referral"
      form={form}
      onSubmit={submit}
      busy={respond.isPending}
      submitLabel="Decline referral"
      busyLabel="Declining…"
    >
      <TextAreaField {...form.text('reason')} label="Why (optional)" optional maxLength={500} counted />
    </DialogForm>
  );
}

/**
 * `/account/referrals`: the referrals the signed-in person may see, newest first. A patient accepts
 * or declines an offered one; accepting one to a specialist or specialty on Curo goes straight to
 * booking with the referral attached. Expired referrals say so.
 */
export function ReferralsPage() {
  const { user } = useCurrentUser();
  const { page, setPage } = useSearchParamsState('q');
  const referrals = useReferrals(page);
  const respond = useRespondReferralOffer();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<TReferral | null>(null);
  const isPatient = user?.role === 'patient';

  const accept = (referral: TReferral) =>
    respond.mutate(
      { appointmentId: referral.appointmentId, body: { referralId: referral.id, response: 'accept' } },
      {
        onSuccess: (accepted) => {
          const book = bookingWith(accepted);
          toast.success(
            book
              ? 'Referral accepted. Choose a time to book.'
              : 'Referral accepted. Take the letter to the provider named.',
          );
          if (book) void navigate(book);
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  const data = referrals.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageMeta title="Referrals" description="Your referrals to specialists." noIndex />
      <div className="flex flex-col gap-6">
        <PageHeader title="Referrals">
          <p>
            Referrals your doctors have written. A referral from a GP lasts 12 months unless it says
            otherwise; from a specialist, 3 months.
          </p>
        </PageHeader>
        {referrals.isError ? (
          <QueryError
            title="Your referrals could not be loaded"
            onRetry={() => void referrals.refetch()}
            retrying={referrals.isFetching}
          />
        ) : !data ? (
          <Loading label="Loading your referrals…" />
        ) : data.items.length === 0 ? (
          <EmptyState title="No referrals yet">
            When a doctor refers you to a specialist, it appears here.
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.items.map((r) => (
              <ReferralCard
                key={r.id}
                referral={r}
                isPatient={isPatient}
                busy={respond.isPending}
                onAccept={accept}
                onDecline={setDeclining}
              />
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pages}
          hasNext={page < pages}
          onPage={setPage}
          label="Pages of referrals"
        />
      </div>
      <FormDialog
        open={declining !== null}
        onClose={() => setDeclining(null)}
        title="Decline this referral?"
        description="Your doctor will see that you declined it. You can tell them why."
        formKey={declining?.id}
      >
        {declining ? <DeclineForm referral={declining} onDone={() => setDeclining(null)} /> : null}
      </FormDialog>
    </>
  );
}
