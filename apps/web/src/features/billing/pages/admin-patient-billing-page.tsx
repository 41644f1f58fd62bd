import { invoiceWords } from '@curo/core/invoices';
import { paths } from '@curo/core/routes';
import type { TUserDetail } from '@curo/core/users';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { linkButton } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageMeta } from '../../../components/ui/page-meta';
import { PagedList } from '../../../components/ui/paged-list';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/error-message';
import { PatientNotFound, useUser } from '../../admin';
import { type TPayment, usePayments } from '../api/get-payments';
import { AdminPaymentRow } from '../components/admin-payment-row';
import { InvoiceList } from '../components/invoice-list';
import { RefundDialog } from '../components/refund-dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Payments({ patientId, onRefund }: { patientId: string; onRefund: (payment: TPayment) => void }) {
  const [page, setPage] = useState(1);
  const query = usePayments(patientId, page);
  return (
    <PagedList
      query={query}
      what="the payments"
      summary={({ first, last, total }) => `Showing ${first}–${last} of ${total} payments`}
      empty={<EmptyState title="No payments yet." />}
      pagesLabel="Pages of payments"
      onPage={setPage}
    >
      {(items) => (
        <ul aria-label="Payments" className="divide-y divide-line rounded-card border border-line bg-white">
          {items.map((payment) => (
            <AdminPaymentRow key={payment.id} payment={payment} onRefund={() => onRefund(payment)} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function PatientBilling({ patient }: { patient: TUserDetail }) {
  const [refunding, setRefunding] = useState<TPayment | null>(null);
  const [invoicePage, setInvoicePage] = useState(1);
  const name = `${patient.firstName} ${patient.lastName}`;
  return (
    <>
      <PageMeta
        title={`${name}: payments and invoices`}
        description={`${name}'s payments and invoices, as a Curo administrator sees them.`}
      />
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{name}</h1>
          <p className="mt-1 text-muted">
            Payments and invoices. Refunds go back to the card and are audited.
          </p>
        </div>
        <SectionCard id="payments" title="Payments" description="Newest first, with any discount and refund.">
          <Payments patientId={patient.id} onRefund={setRefunding} />
        </SectionCard>
        <SectionCard
          id="invoices"
          title="Invoices"
          description="A tax invoice/receipt for each payment taken, with refunds to date."
        >
          <InvoiceList
            userId={patient.id}
            page={invoicePage}
            onPage={setInvoicePage}
            what="the invoices"
            empty={
              <EmptyState title={invoiceWords.empty}>
                An invoice is issued when a payment is taken.
              </EmptyState>
            }
          />
        </SectionCard>
      </div>
      <RefundDialog payment={refunding} patientId={patient.id} onClose={() => setRefunding(null)} />
    </>
  );
}

function PatientLoader({ id }: { id: string }) {
  const patient = useUser(id);
  if (patient.isPending)
    return (
      <p role="status" className="text-muted">
        Loading the patient…
      </p>
    );
  if (patient.isError)
    return <PatientNotFound message={errorMessage(patient.error)} onRetry={() => void patient.refetch()} />;
  return <PatientBilling patient={patient.data} />;
}

/**
 * `/admin/patient/billing?id=…` (admins): a patient's payments, with a refund (amount and reason,
 * audited) for each that still has money to give back, and their invoices with each PDF.
 */
export function AdminPatientBillingPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = UUID.test(id);
  return (
    <AdminOnly>
      <Link
        to={valid ? `${paths.adminPatientProfile}?id=${id}` : paths.admin}
        className={`${linkButton} mb-4 gap-2 text-sm`}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {valid ? 'Patient profile' : 'All users'}
      </Link>
      {valid ? <PatientLoader key={id} id={id} /> : <PatientNotFound />}
    </AdminOnly>
  );
}
