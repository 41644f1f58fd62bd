import { paths } from '@curo/core/routes';
import { ADMIN_VIEWS, type TAdminView } from '@curo/core/scheduling-staff';
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { SelectField } from '../../../components/ui/select-field';
import { useAdminAppointments } from '../api/get-admin-appointments';
import { ExportSheetButton } from '../components/export-sheet-button';
import { StaffList } from '../components/staff-list';
import { useStaffFilters } from '../hooks/use-staff-filters';
import { viewLabel } from '../utils/labels';

const TIME_VIEWS = new Set<TAdminView>(['all', 'upcoming', 'past', 'today']);
const VIEW_OPTIONS = ADMIN_VIEWS.map((view) => ({
  value: view,
  label: TIME_VIEWS.has(view) ? viewLabel(view) : `State: ${viewLabel(view)}`,
}));

export const adminAppointmentPath = (id: string) =>
  paths.adminAppointment.replace(':appointmentId', encodeURIComponent(id));

function AppointmentSheet() {
  const staff = useStaffFilters();
  const { view, filters, setFilter } = staff;
  const list = useAdminAppointments(view, filters);

  return (
    <StaffList
      staff={staff}
      list={list}
      idPrefix="sheet"
      full
      live
      searchHint="Patient, doctor or reason"
      caption="Appointments"
      showPrice
      showReason={false}
      detailsHref={(row) => adminAppointmentPath(row.id)}
      empty={{
        title: 'There are no appointments yet.',
        body: 'Consults appear here as soon as patients or staff book them.',
      }}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          id="sheet-view"
          label="View"
          value={view}
          options={VIEW_OPTIONS}
          onValueChange={(next) => setFilter('view', next === 'all' ? undefined : next)}
          className="sm:w-64"
        />
        <ExportSheetButton view={view} filters={filters} matching={list.data?.total} />
      </div>
    </StaffList>
  );
}

/**
 * `/admin/appointments`: every consult on Curo, by view (all, upcoming, past, today or a state),
 * filtered and searched, 25 a page, with its details a click away and the view as a CSV file.
 */
export function AdminAppointmentsPage() {
  return (
    <AdminOnly>
      <PageMeta
        title="Appointments"
        description="Every consult on Curo, filtered, searched and exported."
        noIndex
      />
      <Link
        to={paths.admin}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary hover:bg-primary-soft"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Administration
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">Appointments</h1>
      <p className="mt-2 max-w-[60ch] text-muted">
        Every consult on Curo. Times are shown in your time zone. Open one to see its history, change its
        time, specialist or fee, or cancel it.
      </p>
      <div className="mt-6">
        <AppointmentSheet />
      </div>
    </AdminOnly>
  );
}
