import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading-rows';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { PagedList } from '../../../components/ui/paged-list';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { usePayments } from '../api/get-payments';
import { PaymentRow } from '../components/payment-row';

/**
 * `/account/payment-history`: the signed-in person's payments, newest first, a page at a time;
 * the page is in the address (`?page=`), so Back and a bookmark return to it.
 */
export function PaymentHistoryPage() {
  const { user } = useCurrentUser();
  const { page, setPage } = useSearchParamsState('q');
  const query = usePayments(user?.id, page);

  return (
    <>
      <PageMeta title="Payment history" description="The payments made from your Curo account." noIndex />
      <div className="flex flex-col gap-6">
        <PageHeader title="Payment history">
          <p>Your payments for consults, newest first, with any discount and refund.</p>
        </PageHeader>
        {user ? (
          <PagedList
            query={query}
            what="your payments"
            summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} payments`}
            empty={<EmptyState title="No payments yet." />}
            pagesLabel="Pages of payments"
            onPage={setPage}
          >
            {(items) => (
              <ul
                aria-label="Payments"
                className="divide-y divide-line rounded-card border border-line bg-white shadow-card"
              >
                {items.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} />
                ))}
              </ul>
            )}
          </PagedList>
        ) : (
          <Loading label="Loading your payments…" />
        )}
      </div>
    </>
  );
}
