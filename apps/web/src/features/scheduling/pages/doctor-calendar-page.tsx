import { chatPagePath } from '@curo/core/chat';
import { consultPath, paths } from '@curo/core/routes';
import type { TAppointment } from '@curo/core/scheduling';
import { ChevronLeft, ChevronRight, Clock, FileText, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { secondaryButton, smallButton, textLink } from '../../../components/ui/button';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import {
  addDays,
  formatCalendarDate,
  formatClock,
  formatTime,
  isoWeekday,
  localDate,
  viewerTimeZone,
  zoneAbbreviation,
  zoneCity,
} from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { JoinVideoConsult } from '../../consult-room';
import { useDoctorDay, useDoctorDays } from '../api/doctor-day';
import { useConsultSettings } from '../api/get-consult-settings';
import { useSlots } from '../api/get-slots';
import { AppointmentActions } from '../components/appointment-actions';
import { DaySlots } from '../components/day-slots';
import { FollowUpDialog } from '../components/follow-up-dialog';
import { StatusPill } from '../components/status-pill';
import { actionsFor, WITH_RECORD } from '../utils/appointment-status';

/** States in which a consult has happened (or is happening), so the doctor may arrange a follow-up. */
const FOLLOW_UP_FROM: ReadonlySet<string> = new Set(['in_progress', 'ended', 'completed']);

function AppointmentCard({
  appointment,
  name,
  doctorZone,
  durations,
}: {
  appointment: TAppointment;
  name: string;
  doctorZone: string;
  /** The doctor's consult lengths; no follow-up button until they are known. */
  durations: readonly number[] | undefined;
}) {
  const zone = viewerTimeZone();
  const actions = actionsFor(appointment.status, 'doctor', appointment.startsAt);
  const [followingUp, setFollowingUp] = useState(false);
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {appointment.startsAt ? formatTime(appointment.startsAt, zone) : 'No time'}
          {appointment.endsAt ? ` – ${formatClock(appointment.endsAt, zone)}` : ''}
        </h3>
        <StatusPill status={appointment.status} />
      </div>
      <p className="text-[15px] text-ink">{name}</p>
      {appointment.reason ? (
        <p className="line-clamp-3 text-sm break-words text-muted">{appointment.reason}</p>
      ) : null}
      {appointment.runningLateMinutes ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-warning">
          <Clock aria-hidden className="size-4" /> Patient told you are {appointment.runningLateMinutes}{' '}
          minutes late
        </p>
      ) : null}
      <JoinVideoConsult appointment={appointment} who={`with ${name}`} />
      <AppointmentActions
        appointmentId={appointment.id}
        actions={actions}
        who={`with ${name}`}
        startsAt={appointment.startsAt}
      />
      {WITH_RECORD.has(appointment.status) ? (
        <Link
          to={consultPath(appointment.id)}
          className={`${textLink} inline-flex min-h-11 items-center gap-1.5 self-start text-sm`}
        >
          <FileText aria-hidden className="size-4" />
          Notes and documents<span className="sr-only"> for {name}</span>
        </Link>
      ) : null}
      <Link
        to={chatPagePath(appointment.id)}
        className={`${textLink} inline-flex min-h-11 items-center gap-1.5 self-start text-sm`}
      >
        <MessageSquare aria-hidden className="size-4" />
        Messages<span className="sr-only"> with {name}</span>
      </Link>
      {FOLLOW_UP_FROM.has(appointment.status) && appointment.doctorId && durations?.length ? (
        <div>
          <button type="button" className={smallButton} onClick={() => setFollowingUp(true)}>
            Arrange a follow-up<span className="sr-only"> with {name}</span>
          </button>
          <FollowUpDialog
            open={followingUp}
            onOpenChange={setFollowingUp}
            appointmentId={appointment.id}
            patientName={name}
            doctorId={appointment.doctorId}
            doctorZone={doctorZone}
            durations={durations}
          />
        </div>
      ) : null}
    </article>
  );
}

/** Monday of the week holding `date`. */
const weekStart = (date: string) => addDays(date, 1 - isoWeekday(date));

/**
 * `/account/doctor/calendar`: a doctor's day (appointments with the actions their state allows,
 * beside the day's slots marked free, booked, break or busy) or week. Times are in the viewer's
 * zone with the zone named; days are the doctor's. Changes arrive live.
 */
export function DoctorCalendarPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const doctorId = user?.id ?? '';
  const doctorZone = user?.doctorProfile?.timeZone ?? viewerTimeZone();
  const today = localDate(new Date(), doctorZone);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const go = (patch: { date?: string; view?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.date !== undefined) patch.date === today ? next.delete('date') : next.set('date', patch.date);
      if (patch.view !== undefined) patch.view === 'day' ? next.delete('view') : next.set('view', patch.view);
      return next;
    });

  if (!user)
    return (
      <p role="status" className="text-muted">
        Loading your calendar…
      </p>
    );
  if (user.role !== 'doctor' && user.role !== 'instantDoctor')
    return (
      <div className={paddedCard}>
        <h1 className="text-2xl font-bold text-ink">Calendar</h1>
        <p className="mt-2 text-muted">
          The calendar is for doctors. Your consults are in{' '}
          <Link to={paths.accountAppointments} className="font-semibold text-primary underline">
            your appointments
          </Link>
          .
        </p>
      </div>
    );

  const step = view === 'week' ? 7 : 1;
  const zone = viewerTimeZone();
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Your calendar" description="Your consults by day and week." noIndex />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your calendar</h1>
          <p className="mt-2 text-muted">
            Times in {zoneCity(zone)} time ({zoneAbbreviation(new Date().toISOString(), zone)}).{' '}
            <Link to={paths.doctorAvailability} className="font-semibold text-primary underline">
              Change your hours
            </Link>
          </p>
        </div>
        <div
          role="tablist"
          aria-label="Calendar view"
          className="flex gap-1 self-start rounded-lg bg-white p-1 shadow-card"
        >
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              onClick={() => go({ view: v })}
              className={`min-h-11 rounded-md px-4 text-[15px] font-semibold ${view === v ? 'bg-primary text-white' : 'text-muted hover:text-ink'}`}
            >
              {v === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => go({ date: addDays(view === 'week' ? weekStart(date) : date, -step) })}
          aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
          className={`${secondaryButton} px-3`}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => go({ date: addDays(view === 'week' ? weekStart(date) : date, step) })}
          aria-label={view === 'week' ? 'Next week' : 'Next day'}
          className={`${secondaryButton} px-3`}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => go({ date: today })}
          className={secondaryButton}
          disabled={date === today}
        >
          Today
        </button>
        <h2 className="ml-1 text-lg font-semibold text-ink" aria-live="polite">
          {view === 'week'
            ? `Week of ${formatCalendarDate(weekStart(date), { weekday: undefined })}`
            : formatCalendarDate(date)}
        </h2>
      </div>
      {view === 'week' ? (
        <WeekView
          doctorId={doctorId}
          start={weekStart(date)}
          today={today}
          onDay={(d) => go({ date: d, view: 'day' })}
        />
      ) : (
        <DayView doctorId={doctorId} doctorZone={doctorZone} date={date} />
      )}
    </div>
  );
}

function DayView({ doctorId, doctorZone, date }: { doctorId: string; doctorZone: string; date: string }) {
  const day = useDoctorDay(doctorId, date);
  const settings = useConsultSettings(doctorId);
  const slots = useSlots(doctorId, settings.data ? date : null, settings.data?.durations[0], true);
  useLiveUpdates({ appointmentIds: day.data?.items.map((a) => a.id) ?? [] });
  const items = (day.data?.items ?? []).filter((a) => a.status !== 'expired');
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <section aria-label="Appointments" className={paddedCard}>
        <h2 className="text-lg font-semibold text-ink">Appointments</h2>
        <div className="mt-3">
          {day.isPending ? (
            <p role="status" className="text-muted">
              Loading the day…
            </p>
          ) : day.isError ? (
            <LoadProblem
              what="this day"
              message={errorMessage(day.error)}
              onRetry={() => void day.refetch()}
            />
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-4 text-muted">
              No consults this day.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((a) => (
                <li key={a.id}>
                  <AppointmentCard
                    appointment={a}
                    name={a.patientName}
                    doctorZone={doctorZone}
                    durations={settings.data?.durations}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-label="Slots" className={paddedCard}>
        <h2 className="text-lg font-semibold text-ink">Slots</h2>
        <p className="mt-1 text-sm text-muted">
          {settings.data ? `${settings.data.durations[0]}-minute consults, every 15 minutes.` : ''}
        </p>
        <div className="mt-3">
          {slots.isError ? (
            <LoadProblem
              what="the slots"
              message={errorMessage(slots.error)}
              onRetry={() => void slots.refetch()}
            />
          ) : !slots.data ? (
            <p role="status" className="text-muted">
              Loading slots…
            </p>
          ) : slots.data.length === 0 ? (
            <p className="text-muted">You do not work this day.</p>
          ) : (
            <DaySlots slots={slots.data} />
          )}
        </div>
      </section>
    </div>
  );
}

function WeekView({
  doctorId,
  start,
  today,
  onDay,
}: {
  doctorId: string;
  start: string;
  today: string;
  onDay: (date: string) => void;
}) {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const days = useDoctorDays(doctorId, dates);
  useLiveUpdates();
  return (
    <ol className="grid gap-3 lg:grid-cols-7">
      {dates.map((date, i) => {
        const query = days[i];
        const items = (query?.data?.items ?? []).filter((a) => a.status !== 'expired');
        return (
          <li
            key={date}
            className={`rounded-card border bg-white p-3 shadow-card ${date === today ? 'border-primary' : 'border-line'}`}
          >
            <button
              type="button"
              onClick={() => onDay(date)}
              className="flex min-h-11 w-full items-center justify-between rounded-md text-left font-semibold text-ink hover:text-primary"
            >
              <span>
                {formatCalendarDate(date, { weekday: 'short', month: undefined, year: undefined }).replace(
                  ',',
                  '',
                )}
                <span className="sr-only">
                  {' '}
                  {formatCalendarDate(date, { weekday: undefined, year: undefined })}
                </span>
              </span>
              <span className="text-sm font-normal text-muted lg:hidden">
                {items.length === 1 ? '1 consult' : `${items.length} consults`}
              </span>
            </button>
            {query?.isError ? (
              <p className="text-sm text-error">{errorMessage(query.error)}</p>
            ) : query?.isPending ? (
              <p className="text-sm text-muted">Loading…</p>
            ) : items.length === 0 ? (
              <p className="text-sm text-muted">No consults</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1.5">
                {items.map((a) => (
                  <li
                    key={a.id}
                    className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-primary-soft/50 px-2 py-1.5 text-sm"
                  >
                    <span className="font-semibold text-ink">
                      {a.startsAt ? formatClock(a.startsAt) : ''}
                    </span>
                    <span className="max-w-full min-w-0 truncate text-ink">{a.patientName}</span>
                    <StatusPill status={a.status} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
