import { consultPath } from '@curo/core/routes';
import type { TAppointmentList } from '@curo/core/scheduling';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatTime, viewerTimeZone } from '../../../lib/date-time';
import { JoinVideoConsult } from '../../consult-room';
import { actionsFor, WITH_RECORD } from '../utils/appointment-status';
import { AppointmentActions } from './appointment-actions';
import { StatusPill } from './status-pill';

type TItem = TAppointmentList['items'][number];

const KIND_NAMES: Record<TItem['type'], string> = {
  scheduled: 'Scheduled consult',
  request: 'Consult request',
  emergency: 'Urgent same-day consult',
  instant: 'Instant consult',
  callback: 'Callback consult',
  offline: 'Offline review',
};

/** What the link to a consult's own page says, by kind: where its offers, queue or answers live. */
const FOLLOW_NAMES: Record<Exclude<TItem['type'], 'scheduled'>, string> = {
  request: 'See offered times',
  emergency: 'Follow this consult',
  instant: 'See your place in the queue',
  callback: 'See your callback',
  offline: 'See questions and answers',
};

/**
 * What the link to the consult's own page says, if there is one: for the doctor, the notes and
 * documents; for the patient, where a request's offers or queue live, or, once a booked consult
 * has taken place, its summary and documents.
 */
function followName(item: TItem, part: 'patient' | 'doctor'): string | null {
  if (part === 'doctor') return WITH_RECORD.has(item.status) ? 'Notes and documents' : null;
  if (item.type !== 'scheduled') return FOLLOW_NAMES[item.type];
  return item.status === 'ended' || item.status === 'completed' ? 'Summary and documents' : null;
}

/** One appointment in a list: when (your zone, named), with whom, its state and what you can do. */
export function AppointmentRow({ item, viewerId }: { item: TItem; viewerId: string | undefined }) {
  const part = item.patientId === viewerId ? 'patient' : 'doctor';
  const other =
    part === 'patient'
      ? item.doctorName
        ? `Dr ${item.doctorName}`
        : 'A doctor (to be assigned)'
      : item.patientName;
  const zone = viewerTimeZone();
  const actions = actionsFor(item.status, part, item.startsAt);
  const follow = followName(item, part);
  return (
    <article className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">
            {item.startsAt ? formatDateTime(item.startsAt, zone) : 'Time to be arranged'}
          </h3>
          <StatusPill status={item.status} />
        </div>
        <p className="mt-1 text-[15px] text-ink">
          {other} · <span className="text-muted">{KIND_NAMES[item.type]}</span>
        </p>
        {item.reason ? (
          <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{item.reason}</p>
        ) : null}
        {item.runningLateMinutes &&
        (item.status === 'scheduled' || item.status === 'checked_in') &&
        item.startsAt ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-warning">
            <Clock aria-hidden className="size-4" />
            Running about {item.runningLateMinutes} minutes late (from{' '}
            {formatTime(
              new Date(Date.parse(item.startsAt) + item.runningLateMinutes * 60_000).toISOString(),
              zone,
            )}
            )
          </p>
        ) : null}
        {item.status === 'cancelled' && item.cancelReason ? (
          <p className="mt-1 text-sm text-muted">Cancelled: {item.cancelReason}</p>
        ) : null}
        {follow ? (
          <Link
            to={consultPath(item.id)}
            className="mt-2 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            {follow}
            <span className="sr-only"> for the consult {`with ${other}`}</span>
          </Link>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:max-w-[50%]">
        <JoinVideoConsult appointment={item} who={`with ${other}`} />
        <AppointmentActions
          appointmentId={item.id}
          actions={actions}
          who={`with ${other}`}
          startsAt={item.startsAt}
        />
      </div>
    </article>
  );
}
