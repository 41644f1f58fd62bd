import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { useLocation } from 'react-router';
import { formatTime } from '../../../lib/date-time';
import { Call000 } from './call-000';
import { CancelConsult } from './cancel-consult';

/** An emergency consult from the patient's side: waiting for a doctor on call, then accepted. */
export function EmergencyStatus({ appointment }: { appointment: TRequestAppointment }) {
  const s = appointment.status;
  // Just created: how many doctors on call heard about it (the create answer says).
  const offeredTo = (useLocation().state as { offeredTo?: number } | null)?.offeredTo;
  return (
    <div className="flex flex-col gap-5">
      <Call000 />
      {s === 'requested' ? (
        <>
          <div role="status">
            <h1 className="text-2xl font-bold text-ink sm:text-3xl">We are finding a doctor for you</h1>
            <p className="mt-2 text-muted">
              Your request has gone to the doctors on call. Keep this page open: it changes as soon as one of
              them accepts.
            </p>
          </div>
          {offeredTo === 0 ? (
            <p className="rounded-card border border-warning/30 bg-amber-50 p-4 text-ink">
              No doctor is on call at this moment. Our clinical team has been told and is arranging one.
            </p>
          ) : null}
          <p className="text-[15px] text-muted">
            <span className="font-semibold text-ink">You told us:</span> {appointment.reason}
          </p>
          <p className="text-[15px] text-ink">
            If you get worse while you wait, do not wait for us: call 000 or go to your nearest emergency
            department.
          </p>
          <div>
            <CancelConsult
              appointmentId={appointment.id}
              label="Cancel the request"
              title="Cancel your urgent request?"
              description="The doctors on call stop seeing it. Tell us why."
              confirm="Cancel the request"
              done="Your request is cancelled"
            />
          </div>
        </>
      ) : s === 'scheduled' || s === 'checked_in' || s === 'in_progress' ? (
        <div role="status" className="rounded-card border border-success/30 bg-green-50 p-5">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">A doctor has accepted your consult</h1>
          <p className="mt-2 text-ink">
            {appointment.startsAt ? `The doctor will see you from ${formatTime(appointment.startsAt)}. ` : ''}
            The video consult opens on this page 10 minutes before; you can check your camera and microphone
            before the doctor sees you.
          </p>
        </div>
      ) : s === 'cancelled' ? (
        <div role="status">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your urgent request is cancelled</h1>
          {appointment.cancelReason ? (
            <p className="mt-2 text-muted">Reason: {appointment.cancelReason}</p>
          ) : null}
        </div>
      ) : (
        <div role="status">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your urgent consult has finished</h1>
        </div>
      )}
    </div>
  );
}
