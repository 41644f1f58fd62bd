import { invoiceWords } from '@curo/core/invoices';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading-rows';
import { PageHeader } from '../../../components/ui/page-header';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { InvoiceList } from '../components/invoice-list';

/**
 * `/account/invoices`: the signed-in patient's tax invoices/receipts, newest first, a page at a
 * time (`?page=` in the address), each downloadable as PDF.
 */
export function InvoicesPage() {
  const { user } = useCurrentUser();
  const { page, setPage } = useSearchParamsState('q');

  return (
    <>
      <PageMeta title="Invoices" description="Your tax invoices and receipts from Curo." noIndex />
      <div className="flex flex-col gap-6">
        <PageHeader title="Invoices">
          <p>
            A tax invoice and receipt for each consult you paid for, newest first. Consults are GST-free
            medical services.
          </p>
        </PageHeader>
        {user ? (
          <InvoiceList
            userId={user.id}
            page={page}
            onPage={setPage}
            empty={<EmptyState title={invoiceWords.empty}>{invoiceWords.emptyHint}</EmptyState>}
          />
        ) : (
          <Loading label="Loading your invoices…" />
        )}
      </div>
    </>
  );
}
