import { CONSULT_KIND_NAMES } from '@curo/core/scheduling';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { paddedCard } from '../../../components/ui/card';
import { formatDateTime, viewerTimeZone } from '../../../lib/date-time';
import { AppointmentActions, actionsFor, StatusPill } from '../../scheduling';

/**
 * A consult on its own page as its doctor (and staff) see it whatever its kind, and as its patient
 * sees a booked one: when it is, where it is up to, what it is about, and the steps the reader may
 * take from here (`part`: check in, start, end, complete, cancel, reactivate, as the state allows).
 * The patient, notes, documents and files below hang off it.
 */
export function BookedConsultView({
  appointment,
  part = null,
}: {
  appointment: TRequestAppointment;
  /** The reader's part in the consult, when they may act on it. */
  part?: 'patient' | 'doctor' | null;
}) {
  const zone = viewerTimeZone();
  const actions = part ? actionsFor(appointment.status, part, appointment.startsAt) : [];
  return (
    <section aria-labelledby="consult-heading" className={paddedCard}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="consult-heading" className="text-2xl font-bold text-ink">
          {appointment.startsAt ? `Consult, ${formatDateTime(appointment.startsAt, zone)}` : 'Consult'}
        </h1>
        <StatusPill status={appointment.status} />
      </div>
      {appointment.type === 'scheduled' ? null : (
        <p className="mt-1 text-sm text-muted">{CONSULT_KIND_NAMES[appointment.type]}</p>
      )}
      {appointment.reason ? (
        <p className="mt-2 whitespace-pre-line break-words text-ink">
          <span className="font-medium">Reason: </span>
          {appointment.reason}
        </p>
      ) : null}
      {appointment.status === 'cancelled' && appointment.cancelReason ? (
        <p className="mt-1 text-sm text-muted">Cancelled: {appointment.cancelReason}</p>
      ) : null}
      {actions.length > 0 ? (
        <div className="mt-4">
          <AppointmentActions
            appointmentId={appointment.id}
            actions={actions}
            who=""
            startsAt={appointment.startsAt}
          />
        </div>
      ) : null}
    </section>
  );
}
