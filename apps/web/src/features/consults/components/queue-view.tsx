import { paths } from '@curo/core/routes';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { formatTime } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useQueuePosition } from '../api/instant';
import { CancelConsult } from './cancel-consult';

/** "about 25 minutes", "about 1 hour 10 minutes". */
export function formatWait(minutes: number): string {
  if (minutes <= 1) return 'a minute or two';
  if (minutes < 60) return `about ${minutes} minutes`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `about ${h} hour${h > 1 ? 's' : ''}${m ? ` ${m} minutes` : ''}`;
}

/** The instant consult from the patient's side: their place, live, until a doctor takes it. */
export function QueueView({ appointment }: { appointment: TRequestAppointment }) {
  const queued = appointment.status === 'queued';
  const position = useQueuePosition(appointment.id, queued);

  if (!queued) return <AfterQueue appointment={appointment} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">You are in the queue</h1>
        <p className="mt-2 text-muted">
          Keep this page open. Your place updates by itself as the queue moves, and the page tells you when a
          doctor is ready.
        </p>
      </div>
      {position.isPending ? (
        <p role="status" className="text-muted">
          Finding your place…
        </p>
      ) : position.isError ? (
        <LoadProblem
          what="your place in the queue"
          message={errorMessage(position.error)}
          onRetry={() => void position.refetch()}
        />
      ) : (
        <section aria-labelledby="place-heading" className={paddedCard}>
          <h2 id="place-heading" className="sr-only">
            Your place
          </h2>
          <div role="status" aria-live="polite" aria-atomic="true">
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-sm text-muted">Your place</dt>
                <dd className="text-4xl font-bold text-primary" data-testid="queue-position">
                  {position.data.position ?? '–'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">People ahead of you</dt>
                <dd className="text-4xl font-bold text-ink">{position.data.ahead ?? 0}</dd>
              </div>
            </dl>
            <p className="mt-5 text-lg font-semibold text-ink">
              {position.data.estimatedWaitMinutes !== null
                ? position.data.estimatedWaitMinutes === 0
                  ? 'A doctor should be with you shortly'
                  : `Estimated wait: ${formatWait(position.data.estimatedWaitMinutes)}`
                : 'No estimate yet'}
            </p>
            {position.data.message ? <p className="mt-1 text-ink">{position.data.message}</p> : null}
            <p className="mt-2 text-sm text-muted">
              {position.data.doctorsOnShift === 1
                ? '1 doctor is on shift.'
                : `${position.data.doctorsOnShift} doctors are on shift.`}{' '}
              {position.data.basis}
            </p>
          </div>
        </section>
      )}
      {appointment.reason ? (
        <p className="text-[15px] text-muted">
          <span className="font-semibold text-ink">You told us:</span> {appointment.reason}
        </p>
      ) : null}
      <div>
        <CancelConsult
          appointmentId={appointment.id}
          label="Leave the queue"
          title="Leave the queue?"
          description="You lose your place. Tell us why, so we can improve the service."
          confirm="Leave the queue"
          done="You have left the queue"
        />
      </div>
    </div>
  );
}

function AfterQueue({ appointment }: { appointment: TRequestAppointment }) {
  const s = appointment.status;
  if (s === 'scheduled' || s === 'checked_in')
    return (
      <section className="flex flex-col gap-4">
        <div role="status" className="rounded-card border border-success/30 bg-green-50 p-5">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your doctor is ready</h1>
          <p className="mt-2 text-ink">
            A doctor has taken your consult
            {appointment.startsAt ? ` at ${formatTime(appointment.startsAt)}` : ''} and will start it in a
            moment. Join the video consult now: you can check your camera and microphone before the doctor
            sees you.
          </p>
        </div>
      </section>
    );
  if (s === 'in_progress' || s === 'waiting_info')
    return (
      <div role="status">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your consult has started</h1>
        <p className="mt-2 text-muted">The doctor is in the video consult, ready for you.</p>
      </div>
    );
  if (s === 'cancelled')
    return (
      <div className="flex flex-col gap-4">
        <div role="status">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">You have left the queue</h1>
          {appointment.cancelReason ? (
            <p className="mt-2 text-muted">Reason: {appointment.cancelReason}</p>
          ) : null}
        </div>
        <Link to={paths.consultInstant} className={`${primaryButton} self-start`}>
          Join the queue again
        </Link>
      </div>
    );
  return (
    <div role="status">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your consult has finished</h1>
      <p className="mt-2 text-muted">
        Thank you for using Curo. Your past consults are listed in{' '}
        <Link to={paths.accountAppointments} className="font-semibold text-primary underline">
          your appointments
        </Link>
        .
      </p>
    </div>
  );
}
