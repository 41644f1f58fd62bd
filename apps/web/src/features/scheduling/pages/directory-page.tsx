import { bookingPath, paths } from '@curo/core/routes';
import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/button';
import { EmergencyLine } from '../../../components/ui/emergency-line';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { LoadProblem } from '../../../components/ui/load-problem';
import { PageMeta } from '../../../components/ui/page-meta';
import { viewerTimeZone, zoneCity } from '../../../lib/date-time';
import { errorMessage } from '../../../lib/error-message';
import { useDirectory } from '../api/get-directory';
import { DoctorCard, doctorName } from '../components/doctor-card';
import { hasSpecialty, specialtiesOf, specialtyName } from '../components/doctor-step';
import { DoctorTimes } from '../components/doctor-times';

/** "Next free time" choices: within so many days from now. */
export const WITHIN = [
  { id: '', label: 'Any time in the next two weeks', days: null },
  { id: '1', label: 'Within a day', days: 1 },
  { id: '3', label: 'Within 3 days', days: 3 },
  { id: '7', label: 'Within a week', days: 7 },
] as const;

export function filterDoctors(
  doctors: readonly TDirectoryDoctor[],
  { specialty, zone, within }: { specialty: string | null; zone: string | null; within: string | null },
  now: number = Date.now(),
) {
  const days = WITHIN.find((w) => w.id === (within ?? ''))?.days ?? null;
  return doctors
    .filter((d) => d.durations.length > 0)
    .filter((d) => !specialty || hasSpecialty(d, specialty))
    .filter((d) => !zone || d.timeZone === zone)
    .filter(
      (d) => days === null || (d.next !== null && Date.parse(d.next.startsAt) - now <= days * 86_400_000),
    )
    .sort((a, b) => {
      // Soonest free first; doctors with nothing free in two weeks last, then by name.
      const an = a.next ? Date.parse(a.next.startsAt) : Number.POSITIVE_INFINITY;
      const bn = b.next ? Date.parse(b.next.startsAt) : Number.POSITIVE_INFINITY;
      return an - bn || doctorName(a).localeCompare(doctorName(b));
    });
}

/**
 * `/doctors` (and `/see-a-specialist`, which redirects here): the directory of GPs and specialists. Filter by
 * specialty, the zone a doctor works in and how soon they are free; each card shows the next free
 * time in the viewer's zone, the day's bookable times on request, and leads into booking.
 */
export function DirectoryPage() {
  const directory = useDirectory();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(null);
  const specialty = params.get('specialty');
  const zone = params.get('zone');
  const within = params.get('within');
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const all = directory.data?.items ?? [];
  const specialties = specialtiesOf(all);
  const zones = [...new Set(all.map((d) => d.timeZone).filter((z): z is string => Boolean(z)))].sort();
  const shown = filterDoctors(all, { specialty, zone, within });

  return (
    <div className="bg-surface">
      <PageMeta
        title="Find a GP or specialist"
        description="Australian GPs and specialists you can see online, with their next free time in your time zone."
        path={paths.doctors}
      />
      <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">Find a GP or specialist</h1>
          <p className="mt-2 max-w-[62ch] text-muted">
            Australian-registered GPs and specialists, by video or phone. Free times are shown in your time
            zone ({zoneCity(viewerTimeZone())}).
          </p>
        </div>
        <EmergencyLine />
        <form
          aria-label="Filter doctors"
          className="grid gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-3"
          onSubmit={(e) => e.preventDefault()}
        >
          <div>
            <label htmlFor="filter-specialty" className={labelClass}>
              Specialty
            </label>
            <select
              id="filter-specialty"
              className={controlClass}
              value={specialtyName(all, specialty) ?? ''}
              onChange={(e) => set('specialty', e.target.value)}
            >
              <option value="">Any specialty</option>
              {specialties.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-zone" className={labelClass}>
              Works on
            </label>
            <select
              id="filter-zone"
              className={controlClass}
              value={zone ?? ''}
              onChange={(e) => set('zone', e.target.value)}
            >
              <option value="">Any time zone</option>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {zoneCity(z)} time
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-within" className={labelClass}>
              Next free time
            </label>
            <select
              id="filter-within"
              className={controlClass}
              value={within ?? ''}
              onChange={(e) => set('within', e.target.value)}
            >
              {WITHIN.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </select>
          </div>
        </form>

        <section aria-label="Doctors" aria-busy={directory.isFetching}>
          {directory.isPending ? (
            <p role="status" className="text-muted">
              Loading our doctors…
            </p>
          ) : directory.isError ? (
            <LoadProblem
              what="our doctors"
              message={errorMessage(directory.error)}
              onRetry={() => void directory.refetch()}
            />
          ) : shown.length === 0 ? (
            <div className="rounded-card border border-dashed border-line bg-white p-6 text-muted">
              <p>No doctors match these filters. Try another specialty or a later time.</p>
              <p className="mt-2">
                Not sure who to see?{' '}
                <Link to={bookingPath()} className="font-semibold text-primary underline">
                  Book a GP
                </Link>{' '}
                — they can refer you.
              </p>
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted" aria-live="polite">
                {shown.length} {shown.length === 1 ? 'doctor' : 'doctors'}
              </p>
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {shown.map((doctor) => (
                  <li key={doctor.id}>
                    <DoctorCard doctor={doctor} headingLevel="h2" showBio>
                      {open === doctor.id ? (
                        <div className="w-full border-t border-line pt-3">
                          <DoctorTimes doctor={doctor} />
                        </div>
                      ) : null}
                      <Link to={bookingPath({ doctor: doctor.id })} className={`${primaryButton} flex-1`}>
                        Book<span className="sr-only"> with {doctorName(doctor)}</span>
                      </Link>
                      {doctor.next ? (
                        <button
                          type="button"
                          aria-expanded={open === doctor.id}
                          onClick={() => setOpen(open === doctor.id ? null : doctor.id)}
                          className={`${secondaryButton} flex-1`}
                        >
                          {open === doctor.id ? 'Hide times' : 'See times'}
                          <span className="sr-only"> of {doctorName(doctor)}</span>
                        </button>
                      ) : null}
                    </DoctorCard>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
