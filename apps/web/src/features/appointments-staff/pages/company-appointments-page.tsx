import { Lock } from 'lucide-react';
import { RoleOnly } from '../../../components/access/role-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { useCompanyAppointments } from '../api/get-company-appointments';
import { StaffList } from '../components/staff-list';
import { useStaffFilters } from '../hooks/use-staff-filters';

function CompanyList({ companyAdminId }: { companyAdminId: string }) {
  const staff = useStaffFilters();
  const list = useCompanyAppointments(companyAdminId, staff.filters);
  return (
    <StaffList
      staff={staff}
      list={list}
      idPrefix="company"
      searchHint="Patient or doctor name"
      caption="Your organisation's appointments"
      showReason={false}
      empty={{
        title: 'No consults yet.',
        body: 'When people in your organisation see a Curo doctor, the consult appears here.',
      }}
    />
  );
}

/**
 * `/account/company/appointments`: the consults of a company's people: who, when, with whom and
 * in what state, never why (decision 0018, Australian Privacy Principle 6).
 */
export function CompanyAppointmentsPage() {
  return (
    <RoleOnly roles={['companyAdmin']}>
      {(companyAdminId) => (
        <>
          <PageMeta title="Appointments" description="The consults of your organisation's people." noIndex />
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Appointments</h1>
          <p className="mt-2 max-w-[60ch] text-muted">
            Consults booked by people in your organisation. Times are shown in your time zone.
          </p>
          <p className="mt-4 flex max-w-[70ch] items-start gap-3 rounded-lg border border-info/25 bg-blue-50 p-4 text-sm text-ink">
            <Lock className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
            <span>
              The reason for each consult is private to the patient and their doctor, so it is not shown here.
              You can see that a consult happened, when, and with whom.
            </span>
          </p>
          <div className="mt-6">
            <CompanyList companyAdminId={companyAdminId} />
          </div>
        </>
      )}
    </RoleOnly>
  );
}
