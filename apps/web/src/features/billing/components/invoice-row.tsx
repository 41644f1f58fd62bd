import { Download } from 'lucide-react';
import { smallButton } from '../../../components/ui/button';
import { formatCalendarDate, localDate } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { formatCents } from '../../../lib/money';
import { toast } from '../../../lib/toast-store';
import { useDownloadInvoice } from '../api/download-invoice';
import type { TInvoice } from '../api/get-invoices';

/** Invoices are dated where their years are counted: Sydney (as the PDF says). */
const INVOICE_ZONE = 'Australia/Sydney';

/** "25 November 2026": the day an invoice was issued, as its PDF dates it. */
export const invoiceDate = (issuedAt: string) =>
  formatCalendarDate(localDate(issuedAt, INVOICE_ZONE), { weekday: undefined });

/** One invoice: its number, date and service, what was paid and refunded, and its PDF. */
export function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  const download = useDownloadInvoice();
  const save = () => download.mutate(invoice, { onError: (error) => toast.error(errorMessage(error)) });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-ink tabular-nums">{invoice.number}</span>
          {invoice.test ? (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-warning ring-1 ring-warning/30 ring-inset">
              Test payment<span className="sr-only">, no money moved</span>
            </span>
          ) : null}
        </p>
        <p className="mt-1 break-words text-ink">{invoice.description}</p>
        <p className="mt-1 text-sm text-muted">
          Issued <time dateTime={invoice.issuedAt}>{invoiceDate(invoice.issuedAt)}</time>
        </p>
        {invoice.refundedCents > 0 ? (
          <p className="mt-1 text-sm text-muted">{formatCents(invoice.refundedCents)} refunded</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-2">
        <p className="text-lg font-semibold text-ink tabular-nums">{formatCents(invoice.amountCents)}</p>
        <button type="button" onClick={save} disabled={download.isPending} className={smallButton}>
          <Download className="size-4" aria-hidden />
          {download.isPending ? 'Downloading…' : 'Download PDF'}
          <span className="sr-only"> of invoice {invoice.number}</span>
        </button>
      </div>
    </li>
  );
}
