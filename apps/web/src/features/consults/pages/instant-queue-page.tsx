import { ErrorCode } from '@curo/core/errors';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { primaryButton } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Notice } from '../../../components/ui/notice';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { formatTime, viewerTimeZone } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { ChatPanel } from '../../chat';
import { JoinVideoConsult } from '../../consult-room';
import { AppointmentActions, actionsFor, StatusPill } from '../../scheduling';
import { consultKeys } from '../api/consult-keys';
import { useInstantQueue, useMyInstantConsults, useTakeNext } from '../api/instant';
import { ShiftsPanel } from '../components/shifts-panel';
import { waited } from '../utils/waited';

const CURRENT = new Set(['scheduled', 'checked_in', 'in_progress', 'waiting_info', 'ended']);

/**
 * `/account/instant/queue`: the instant doctor's console. Their current patient with the consult's
 * actions (start, end, mark completed), the queue as it changes (live), "Take next patient", and
 * their shifts.
 */
export function InstantQueuePage() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const queue = useInstantQueue();
  const mine = useMyInstantConsults(user?.id);
  const takeNext = useTakeNext();
  useLiveUpdates({
    onEvent: ({ event }) => {
      if (event.type === 'queue.changed')
        void queryClient.invalidateQueries({ queryKey: consultKeys.instantQueue() });
    },
  });
  const zone = viewerTimeZone();
  const current = mine.data?.items.find((a) => CURRENT.has(a.status));
  const waiting = queue.data?.items.length ?? 0;

  const take = () =>
    takeNext.mutate(undefined, {
      onSuccess: () => toast.success('The patient is yours. Start the consult when you are ready.'),
      onError: (error) =>
        error instanceof ApiError && error.code === ErrorCode.QUEUE_EMPTY
          ? toast.info('No patients are waiting')
          : toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Instant queue" description="Patients waiting to see a doctor now." noIndex />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Instant queue</h1>
          <p className="mt-2 text-muted" role="status" aria-live="polite">
            {queue.data
              ? `${waiting === 1 ? '1 patient is' : `${waiting} patients are`} waiting · ${
                  queue.data.doctorsOnShift === 1 ? '1 doctor' : `${queue.data.doctorsOnShift} doctors`
                } on shift`
              : 'Loading the queue…'}
          </p>
        </div>
        <button
          type="button"
          className={primaryButton}
          onClick={take}
          disabled={takeNext.isPending || Boolean(current && current.status !== 'ended')}
        >
          {takeNext.isPending ? 'Taking the next patient…' : 'Take next patient'}
        </button>
      </div>
      {current && current.status !== 'ended' ? (
        <p className="-mt-3 text-sm text-muted">
          Finish your current consult before taking the next patient.
        </p>
      ) : null}

      {current ? (
        <section aria-labelledby="current-heading" className={`${paddedCard} border-primary/40`}>
          <h2 id="current-heading" className="text-xl font-semibold text-ink">
            Your current patient
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <UserRound aria-hidden className="size-5 text-muted" />
            <span className="text-lg font-semibold text-ink">{current.patientName}</span>
            <StatusPill status={current.status} />
            {current.startsAt ? (
              <span className="text-sm text-muted">taken at {formatTime(current.startsAt, zone)}</span>
            ) : null}
          </div>
          {current.reason ? <p className="mt-2 break-words text-ink">{current.reason}</p> : null}
          <JoinVideoConsult appointment={current} who={`with ${current.patientName}`} className="mt-4" />
          <div className="mt-4">
            <AppointmentActions
              appointmentId={current.id}
              actions={actionsFor(current.status, 'doctor', current.startsAt).filter(
                (a) => a !== 'runningLate' && a !== 'checkIn',
              )}
              who={`with ${current.patientName}`}
              startsAt={current.startsAt}
            />
          </div>
        </section>
      ) : null}
      {current ? (
        <ChatPanel appointmentId={current.id} title={`Messages with ${current.patientName}`} />
      ) : null}

      <section aria-labelledby="queue-heading" className="flex flex-col gap-3">
        <h2 id="queue-heading" className="text-xl font-semibold text-ink">
          Waiting now
        </h2>
        {queue.isPending ? (
          <p className="text-muted">Loading…</p>
        ) : queue.isError ? (
          <LoadProblem
            what="the queue"
            message={errorMessage(queue.error)}
            onRetry={() => void queue.refetch()}
          />
        ) : queue.data.items.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-white p-4 text-muted">
            Nobody is waiting. Patients appear here the moment they join.
          </p>
        ) : (
          <ol
            className="divide-y divide-line rounded-card border border-line bg-white shadow-card"
            aria-label="Patients waiting"
          >
            {queue.data.items.map((entry) => (
              <li key={entry.appointmentId} className="flex items-start gap-3 p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary">
                  {entry.position}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {entry.patientFirstName}{' '}
                    <span className="font-normal text-muted">· {waited(entry.waitingMinutes)}</span>
                  </p>
                  {entry.reason ? (
                    <p className="line-clamp-2 break-words text-[15px] text-muted">{entry.reason}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        {queue.data && queue.data.doctorsOnShift === 0 ? (
          <Notice tone="warning" title="Nobody is on shift">
            Patients can still join, but nobody can take them until a shift starts. Add a shift below.
          </Notice>
        ) : null}
      </section>

      <ShiftsPanel kind="instant" />
    </div>
  );
}
