import { paths } from '@curo/core/routes';
import { useParams } from 'react-router';
import { RoleOnly } from '../../../components/access/role-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { ChatPanel } from '../../chat';
import { useNurseAppointments } from '../api/get-nurse-appointments';
import { AppointmentDetailsView } from '../components/appointment-details-view';
import { BackLink } from '../components/back-link';
import { StaffList } from '../components/staff-list';
import { useStaffFilters } from '../hooks/use-staff-filters';

export const nurseAppointmentPath = (id: string) =>
  paths.nurseAppointment.replace(':appointmentId', encodeURIComponent(id));

function NurseList({ nurseId }: { nurseId: string }) {
  const staff = useStaffFilters();
  const list = useNurseAppointments(nurseId, staff.filters);
  return (
    <StaffList
      staff={staff}
      list={list}
      idPrefix="nurse"
      live
      searchHint="Patient, doctor or reason"
      caption="Your appointments"
      showReason
      detailsHref={(row) => nurseAppointmentPath(row.id)}
      empty={{
        title: 'No consults yet.',
        body: 'Consults you book for patients, or are added to, appear here.',
      }}
    />
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
          <div className="mt-6">
            <ChatPanel key={appointmentId} appointmentId={appointmentId} title="Consult chat" />
          </div>
        </>
      )}
    </RoleOnly>
  );
}
