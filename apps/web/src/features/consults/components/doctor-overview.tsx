import { consultPath, paths } from '@curo/core/routes';
import { CONSULT_KIND_NAMES } from '@curo/core/scheduling';
import type { TUserDetail } from '@curo/core/users';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { formatTime, localDate, zoneAbbreviation, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { StatusPill, useConsultSettings, useDoctorDay } from '../../scheduling';
import { useOpenConsults } from '../api/consult';
import { useEmergencyOffers } from '../api/on-demand';
import { useOpenRequests } from '../api/requests';
import { waitingForDoctor } from '../utils/waiting';

/** A doctor's day is in their own zone (their profile's); Sydney's when they have not set one. */
const DEFAULT_ZONE = 'Australia/Sydney';

function TodayConsults({ doctor, now }: { doctor: TUserDetail; now: Date }) {
  const zone = doctor.doctorProfile?.timeZone ?? DEFAULT_ZONE;
  const today = localDate(now, zone);
  const day = useDoctorDay(doctor.id, today);
  const items = (day.data?.items ?? []).filter((a) => a.status !== 'held' && a.status !== 'expired');
  return (
    <section aria-labelledby="today-heading" className={paddedCard}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-lg font-semibold text-ink">
          Today’s consults
        </h2>
        <Link to={paths.doctorCalendar} className={`${textLink} text-sm`}>
          Your calendar
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">
        Times in {zoneCity(zone)} time ({zoneAbbreviation(now.toISOString(), zone)}).
      </p>
      {day.isPending ? (
        <p role="status" className="mt-3 text-muted">
          Loading today’s consults…
        </p>
      ) : day.isError ? (
        <LoadProblem
          what="today’s consults"
          message={errorMessage(day.error)}
          onRetry={() => void day.refetch()}
          className="mt-3"
        />
      ) : items.length === 0 ? (
        <p className="mt-3 text-muted">
          No consults today. Patients book the times you open in{' '}
          <Link to={paths.doctorAvailability} className={textLink}>
            your availability
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Today’s consults" className="mt-3 flex flex-col divide-y divide-line">
          {items.map((a) => (
            <li key={a.id}>
              <Link
                to={consultPath(a.id)}
                className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg py-3 hover:bg-surface sm:flex-nowrap"
              >
                <span className="w-20 shrink-0 font-semibold text-ink tabular-nums">
                  {a.startsAt ? formatTime(a.startsAt, zone).replace(/ [A-Z]+$/, '') : 'No time'}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{a.patientName}</span>
                  <span className="block truncate text-sm text-muted">
                    {CONSULT_KIND_NAMES[a.type]}
                    {a.reason ? ` · ${a.reason}` : ''}
                  </span>
                </span>
                <StatusPill status={a.status} />
                <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitingRequests({ doctor }: { doctor: TUserDetail }) {
  const mine = useOpenConsults();
  const open = useOpenRequests();
  const settings = useConsultSettings(doctor.id);
  const takesEmergencies = settings.data?.acceptsEmergency === true;
  const offers = useEmergencyOffers(takesEmergencies);
  const yours = waitingForDoctor(mine.data?.items ?? [], doctor.id);
  const counts: Array<{ label: string; count: number | null; hint: string }> = [
    {
      label: 'Waiting for your answer',
      count: mine.data ? yours.length : null,
      hint: 'Requests, callbacks and offline reviews that are yours',
    },
    {
      label: 'Open requests you may take',
      count: open.data ? open.data.total : null,
      hint: 'Made to your specialty or to no one in particular',
    },
    ...(takesEmergencies
      ? [
          {
            label: 'Urgent consults offered to you',
            count: offers.data ? offers.data.items.length : null,
            hint: 'The first doctor to accept takes it',
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="waiting-heading" className={paddedCard}>
      <h2 id="waiting-heading" className="text-lg font-semibold text-ink">
        Requests waiting
      </h2>
      {mine.isError ? (
        <LoadProblem
          what="your requests"
          message={errorMessage(mine.error)}
          onRetry={() => void mine.refetch()}
          className="mt-3"
        />
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {counts.map(({ label, count, hint }) => (
          <li key={label}>
            <Link
              to={paths.doctorRequests}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-line p-3 hover:border-primary"
            >
              <span
                className={`min-w-10 rounded-full px-2.5 py-0.5 text-center font-bold tabular-nums ${
                  count ? 'bg-primary-soft text-primary' : 'bg-surface text-muted'
                }`}
              >
                {count ?? '…'}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{label}</span>
                <span className="block text-sm text-muted">{hint}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {yours.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">Yours to answer</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {yours.slice(0, 5).map((a) => (
              <li key={a.id} className="text-[15px]">
                <Link to={consultPath(a.id)} className={textLink}>
                  {a.patientName ?? 'Patient'}
                </Link>{' '}
                <span className="text-muted">· {CONSULT_KIND_NAMES[a.type]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * A doctor's overview: today's consults in their zone (each to its page) and the requests
 * waiting for them, counted, each count to the requests page. It follows changes live.
 */
export function DoctorOverview({ doctor, now = new Date() }: { doctor: TUserDetail; now?: Date }) {
  useLiveUpdates();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <TodayConsults doctor={doctor} now={now} />
      <WaitingRequests doctor={doctor} />
    </div>
  );
}
