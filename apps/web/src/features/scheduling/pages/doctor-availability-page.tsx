import { paths } from '@curo/core/routes';
import { CalendarClock, CalendarX, Coffee, Link2, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { paddedCard } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { SectionCard } from '../../../components/ui/section-card';
import { zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useAvailability } from '../api/availability';
import { useConsultSettings } from '../api/get-consult-settings';
import { CalendarSyncCard } from '../components/calendar-sync-card';
import { ConsultSettingsCard } from '../components/consult-settings-card';
import { RulesCard } from '../components/rules-card';

/**
 * `/account/doctor/availability`: a doctor's weekly hours, dates that differ (other hours or a day
 * off), breaks, their outside calendar and consult settings. Hours are wall-clock times in the
 * doctor's own zone; each change applies to the slots at once.
 */
export function DoctorAvailabilityPage() {
  const { user } = useCurrentUser();
  const doctorId = user?.id ?? '';
  const isDoctor = user?.role === 'doctor' || user?.role === 'instantDoctor';
  const availability = useAvailability(isDoctor ? doctorId : '');
  const settings = useConsultSettings(isDoctor ? doctorId : null);

  if (!user)
    return (
      <p role="status" className="text-muted">
        Loading…
      </p>
    );
  if (!isDoctor)
    return (
      <div className={paddedCard}>
        <h1 className="text-2xl font-bold text-ink">Availability</h1>
        <p className="mt-2 text-muted">Working hours are for doctors.</p>
      </div>
    );

  const rules = availability.data?.rules ?? [];
  const byDay = (
    a: { weekday: number | null; startTime: string | null },
    b: { weekday: number | null; startTime: string | null },
  ) => (a.weekday ?? 0) - (b.weekday ?? 0) || (a.startTime ?? '').localeCompare(b.startTime ?? '');
  const byDate = (a: { date: string | null }, b: { date: string | null }) =>
    (a.date ?? '').localeCompare(b.date ?? '');

  return (
    <div className="flex flex-col gap-5">
      <PageMeta
        title="Your availability"
        description="Your working hours, breaks and consult settings."
        noIndex
      />
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your availability</h1>
        <p className="mt-2 max-w-[62ch] text-muted">
          {availability.data
            ? `Hours are in your own time zone (${zoneCity(availability.data.timeZone)}). `
            : ''}
          Patients see them in theirs. See the result in{' '}
          <Link to={paths.doctorCalendar} className="font-semibold text-primary underline">
            your calendar
          </Link>
          .
        </p>
      </div>
      {availability.isError ? (
        <LoadProblem
          what="your availability"
          message={errorMessage(availability.error)}
          onRetry={() => void availability.refetch()}
        />
      ) : availability.isPending ? (
        <p role="status" className="text-muted">
          Loading your hours…
        </p>
      ) : (
        <>
          <SectionCard
            id="weekly"
            title="Weekly hours"
            icon={CalendarClock}
            description="When you take consults each week."
          >
            <RulesCard
              doctorId={doctorId}
              rules={rules.filter((r) => r.kind === 'weekly').sort(byDay)}
              kinds={['weekly']}
              empty="No weekly hours yet: patients cannot book you until you add some."
              addLabel="Add weekly hours"
            />
          </SectionCard>
          <SectionCard
            id="dates"
            title="Dates that differ"
            icon={CalendarX}
            description="Other hours on a date (they replace that day's weekly hours), or a day off."
          >
            <RulesCard
              doctorId={doctorId}
              rules={rules.filter((r) => r.kind === 'date' || r.kind === 'dayOff').sort(byDate)}
              kinds={['date', 'dayOff']}
              empty="No changes to your usual week."
              addLabel="Add a date"
            />
          </SectionCard>
          <SectionCard
            id="breaks"
            title="Breaks"
            icon={Coffee}
            description="Time taken out of your hours, every week or on one date."
          >
            <RulesCard
              doctorId={doctorId}
              rules={rules.filter((r) => r.kind === 'break').sort((a, b) => byDay(a, b) || byDate(a, b))}
              kinds={['break']}
              empty="No breaks."
              addLabel="Add a break"
            />
          </SectionCard>
          <SectionCard
            id="calendar"
            title="Your other calendar"
            icon={Link2}
            description="Busy times in a linked calendar (ICS) are never offered to patients. Event titles are not kept."
          >
            <CalendarSyncCard doctorId={doctorId} calendar={availability.data.calendar} />
          </SectionCard>
        </>
      )}
      <SectionCard
        id="consult-settings"
        title="Consult settings"
        icon={Settings2}
        description="Lengths, notice, how far ahead and your fee."
      >
        {settings.isError ? (
          <LoadProblem
            what="your consult settings"
            message={errorMessage(settings.error)}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <ConsultSettingsCard
            key={JSON.stringify(settings.data)}
            doctorId={doctorId}
            settings={settings.data}
          />
        ) : (
          <p role="status" className="text-muted">
            Loading…
          </p>
        )}
      </SectionCard>
    </div>
  );
}
