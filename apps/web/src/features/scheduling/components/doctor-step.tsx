import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import { primaryButton } from '../../../components/ui/button';
import { controlClass, labelClass } from '../../../components/ui/field-styles';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/error-message';
import { useDirectory } from '../api/get-directory';
import { DoctorCard, doctorName } from './doctor-card';
import { JoinWaitlist } from './join-waitlist';

export const specialtiesOf = (doctors: readonly TDirectoryDoctor[]) =>
  [...new Set(doctors.flatMap((d) => d.specialties))].sort((a, b) => a.localeCompare(b));

/** A specialty's name as the address may carry it: the name itself, or the slug of its page ("adhd"). */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const sameSpecialty = (name: string, wanted: string) =>
  name.toLowerCase() === wanted.toLowerCase() || slugOf(name) === slugOf(wanted);

export const hasSpecialty = (d: TDirectoryDoctor, specialty: string) =>
  d.specialties.some((s) => sameSpecialty(s, specialty));

/** The specialty's name as people read it (never a slug), or null when no doctor lists it. */
export const specialtyName = (doctors: readonly TDirectoryDoctor[], wanted: string | null) =>
  wanted ? (specialtiesOf(doctors).find((s) => sameSpecialty(s, wanted)) ?? null) : null;

/** Step 2: the specialty, then the doctor; each card shows the doctor's next free time. */
export function DoctorStep({
  specialty,
  onSpecialty,
  onChoose,
}: {
  specialty: string | null;
  onSpecialty: (specialty: string | null) => void;
  onChoose: (doctor: TDirectoryDoctor) => void;
}) {
  const directory = useDirectory();
  if (directory.isPending)
    return (
      <p role="status" className="text-muted">
        Loading our doctors…
      </p>
    );
  if (directory.isError)
    return (
      <LoadProblem
        what="our doctors"
        message={errorMessage(directory.error)}
        onRetry={() => void directory.refetch()}
      />
    );
  const all = directory.data.items.filter((d) => d.durations.length > 0);
  const specialties = specialtiesOf(all);
  const matching = specialty ? all.filter((d) => hasSpecialty(d, specialty)) : all;
  const shown = matching.length > 0 ? matching : all;
  return (
    <section aria-labelledby="doctor-heading" className="flex flex-col gap-4">
      <h2 id="doctor-heading" className="text-xl font-semibold text-ink">
        Choose your doctor
      </h2>
      <div className="max-w-sm">
        <label htmlFor="booking-specialty" className={labelClass}>
          Specialty
        </label>
        <select
          id="booking-specialty"
          className={controlClass}
          value={specialtyName(all, specialty) ?? ''}
          onChange={(e) => onSpecialty(e.target.value || null)}
        >
          <option value="">Any specialty</option>
          {specialties.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {specialty && matching.length === 0 ? (
        <>
          <Notice tone="info" title="No doctor takes bookings in this specialty online yet">
            Here are all our doctors. A GP can also refer you to the right specialist.
          </Notice>
          <JoinWaitlist
            specialty={specialty}
            who="a doctor in this specialty"
            title="Wait for a doctor in this specialty"
          />
        </>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-4 text-muted">
          No doctors are taking bookings right now. Please check again later, or contact us and we will help.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor}>
                <button
                  type="button"
                  className={`${primaryButton} w-full sm:w-auto`}
                  onClick={() => onChoose(doctor)}
                >
                  Choose<span className="sr-only"> {doctorName(doctor)}</span>
                </button>
              </DoctorCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
