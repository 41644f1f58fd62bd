import type { TDirectoryDoctor } from '@curo/core/scheduling-directory';
import { doctorDisplayName } from '@curo/core/users';
import { CalendarClock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, zoneCity } from '../../../lib/date-time';

/** "Dr Priya Raman", as everywhere else. */
export const doctorName = doctorDisplayName;

function Avatar({ doctor }: { doctor: TDirectoryDoctor }) {
  if (doctor.photoUrl)
    return <img src={doctor.photoUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
    >
      {doctor.firstName.charAt(0)}
      {doctor.lastName.charAt(0)}
    </span>
  );
}

/** Next free time in the viewer's zone, or what to do when there is none soon. */
export function NextFree({ doctor }: { doctor: TDirectoryDoctor }) {
  return (
    <p className="flex items-start gap-2 text-sm text-ink">
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      {doctor.next ? (
        <span>
          Next free: <strong className="font-semibold">{formatDateTime(doctor.next.startsAt)}</strong>
        </span>
      ) : (
        <span className="text-muted">No free times in the next two weeks</span>
      )}
    </p>
  );
}

/** A doctor's public card: name, specialties, where they work from, next free time, and actions. */
export function DoctorCard({
  doctor,
  headingLevel = 'h3',
  showBio = false,
  children,
}: {
  doctor: TDirectoryDoctor;
  headingLevel?: 'h2' | 'h3';
  showBio?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar doctor={doctor} />
        <div className="min-w-0">
          <Heading className="text-lg font-semibold break-words text-ink">{doctorName(doctor)}</Heading>
          <p className="text-sm text-muted">
            {doctor.specialties.length > 0 ? doctor.specialties.join(', ') : 'General practice'}
          </p>
          {doctor.timeZone ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden className="size-3.5" />
              Works on {zoneCity(doctor.timeZone)} time
            </p>
          ) : null}
        </div>
      </div>
      {showBio && doctor.bio ? <p className="line-clamp-3 text-[15px] text-muted">{doctor.bio}</p> : null}
      <NextFree doctor={doctor} />
      {children ? <div className="mt-auto flex flex-wrap gap-2 pt-1">{children}</div> : null}
    </article>
  );
}
