import type { ReactNode } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { useInvoices } from '../api/get-invoices';
import { InvoiceRow } from './invoice-row';

/** A person's invoices, newest first, a page at a time, each with its PDF. */
export function InvoiceList({
  userId,
  page,
  onPage,
  what = 'your invoices',
  empty,
}: {
  userId: string;
  page: number;
  onPage: (page: number) => void;
  /** For the words while loading or failing: "your invoices", "the invoices". */
  what?: string;
  empty: ReactNode;
}) {
  const query = useInvoices(userId, page);
  return (
    <PagedList
      query={query}
      what={what}
      summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} invoices`}
      empty={empty}
      pagesLabel="Pages of invoices"
      onPage={onPage}
    >
      {(items) => (
        <ul
          aria-label="Invoices"
          className="divide-y divide-line rounded-card border border-line bg-white shadow-card"
        >
          {items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
