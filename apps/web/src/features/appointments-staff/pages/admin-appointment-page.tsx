import { paths } from '@curo/core/routes';
import { useParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { PageMeta } from '../../../components/ui/page-meta';
import { ChatPanel } from '../../chat';
import { RecordingsPanel } from '../../consult-room';
import { AppointmentDetailsView } from '../components/appointment-details-view';
import { BackLink } from '../components/back-link';

/** `/admin/appointments/:appointmentId`: one consult with the administrator's changes. */
export function AdminAppointmentPage() {
  const { appointmentId = '' } = useParams();
  return (
    <AdminOnly>
      <PageMeta title="Appointment" description="One consult: its details, people and history." noIndex />
      <BackLink to={paths.adminAppointments}>Appointments</BackLink>
      <div className="mt-2">
        <AppointmentDetailsView key={appointmentId} id={appointmentId} admin />
      </div>
      <div className="mt-6">
        <ChatPanel key={appointmentId} appointmentId={appointmentId} title="Consult chat" />
      </div>
      <div className="mt-6">
        <RecordingsPanel key={appointmentId} appointmentId={appointmentId} />
      </div>
    </AdminOnly>
  );
}
