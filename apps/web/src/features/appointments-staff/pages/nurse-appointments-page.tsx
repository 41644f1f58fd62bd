import { paths } from '@curo/core/routes';
import { useParams } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { useNurseAppointments } from '../api/get-nurse-appointments';
import { AppointmentDetailsView } from '../components/appointment-details-view';
import { BackLink } from '../components/back-link';
import { ListFilters } from '../components/list-filters';
import { ListResults } from '../components/list-results';
import { useStaffFilters } from '../hooks/use-staff-filters';

export const nurseAppointmentPath = (id: string) =>
  paths.nurseAppointment.replace(':appointmentId', encodeURIComponent(id));

function NurseList({ nurseId }: { nurseId: string }) {
  const { filters, filtered, search, setSearch, setFilter, setPage, clear } = useStaffFilters();
  const list = useNurseAppointments(nurseId, filters);
  useLiveUpdates({ appointmentIds: list.data?.items.map((row) => row.id) ?? [] });
  return (
    <div className="flex flex-col gap-6">
      <ListFilters
        idPrefix="nurse"
        filters={filters}
        search={search}
        onSearch={setSearch}
        onFilter={setFilter}
        searchHint="Patient, doctor or reason"
      />
      <ListResults
        list={list}
        caption="Your appointments"
        showReason
        detailsHref={(row) => nurseAppointmentPath(row.id)}
        filtered={filtered}
        onClear={clear}
        onPage={setPage}
        empty={{
          title: 'No consults yet.',
          body: 'Consults you book for patients, or are added to, appear here.',
        }}
      />
    </div>
  );
}

/** `/account/nurse/appointments`: the consults a nurse booked or takes part in, paged and searchable. */
export function NurseAppointmentsPage() {
  return (
    <RoleOnly roles={['nurse']}>
      {(nurseId) => (
        <>
          <PageMeta title="Appointments" description="The consults you booked or take part in." noIndex />
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Appointments</h1>
          <p className="mt-2 max-w-[60ch] text-muted">
            The consults you booked for patients or were added to. Times are shown in your time zone.
          </p>
          <div className="mt-6">
            <NurseList nurseId={nurseId} />
          </div>
        </>
      )}
    </RoleOnly>
  );
}

/** `/account/nurse/appointments/:appointmentId`: one of the nurse's consults, its people and history. */
export function NurseAppointmentPage() {
  const { appointmentId = '' } = useParams();
  return (
    <RoleOnly roles={['nurse']}>
      {() => (
        <>
          <PageMeta title="Appointment" description="One consult: its details, people and history." noIndex />
          <BackLink to={paths.nurseAppointments}>Appointments</BackLink>
          <div className="mt-2">
            <AppointmentDetailsView key={appointmentId} id={appointmentId} admin={false} />
          </div>
        </>
      )}
    </RoleOnly>
  );
}
