import type { TRoomPresence } from '@curo/core/room';
import type { TAppointmentDetails } from '@curo/core/scheduling-staff';
import { Clock, UserCheck } from 'lucide-react';
import { formatDateTime, formatTime } from '../../../lib/date-time';
import { doctorLabel, namesOf } from '../utils/people';

/**
 * Who is in the call, as the person about to join (or already in it, alone) needs to know it. A
 * patient waits for the doctor: "Waiting for Dr …" and the consult's time, or that the doctor is
 * there. The doctor sees who is waiting for them, and since when.
 */
export function PresenceNote({
  consult,
  present,
  selfId,
  isDoctor,
  tone = 'light',
}: {
  consult: TAppointmentDetails;
  present: TRoomPresence[];
  selfId: string | undefined;
  isDoctor: boolean;
  /** On the dark stage of the call, or on a white page. */
  tone?: 'light' | 'dark';
}) {
  const others = present.filter((p) => p.userId !== selfId);
  const muted = tone === 'dark' ? 'text-white/75' : 'text-muted';
  const strong = tone === 'dark' ? 'text-white' : 'text-ink';
  // On the stage the note stands alone, centred.
  const centre = tone === 'dark' ? 'justify-center' : '';
  const startsAt = consult.appointment.startsAt;

  if (isDoctor) {
    if (others.length === 0)
      return (
        <div role="status">
          <p className={`flex items-center gap-2 font-semibold ${strong} ${centre}`}>
            <Clock aria-hidden className="size-5 shrink-0" />
            Waiting for {consult.patientName}
          </p>
          <p className={`mt-1 text-[15px] ${muted}`}>
            No one is in the call yet.{startsAt ? ` The consult is at ${formatDateTime(startsAt)}.` : ''}
          </p>
        </div>
      );
    return (
      <div role="status">
        <p className={`flex items-center gap-2 font-semibold ${strong} ${centre}`}>
          <UserCheck aria-hidden className="size-5 shrink-0 text-success" />
          {namesOf(others)} {others.length === 1 ? 'is' : 'are'} waiting
        </p>
        <ul className={`mt-1 text-[15px] ${muted}`}>
          {others.map((p) => (
            <li key={p.attendeeId}>
              {p.name}, in the call since {formatTime(p.joinedAt)}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const doctor = others.find((p) => p.part === 'doctor');
  if (doctor)
    return (
      <div role="status">
        <p className={`flex items-center gap-2 font-semibold ${strong} ${centre}`}>
          <UserCheck aria-hidden className="size-5 shrink-0 text-success" />
          {doctor.name} is in the call
        </p>
      </div>
    );
  return (
    <div role="status">
      <p className={`flex items-center gap-2 font-semibold ${strong} ${centre}`}>
        <Clock aria-hidden className="size-5 shrink-0" />
        Waiting for {doctorLabel(consult)}
      </p>
      <p className={`mt-1 text-[15px] ${muted}`}>
        {startsAt ? `Your consult is at ${formatDateTime(startsAt)}. ` : ''}
        The call starts when the doctor joins.
      </p>
    </div>
  );
}
