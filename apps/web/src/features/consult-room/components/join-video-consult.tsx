import { consultRoomPath } from '@curo/core/routes';
import { Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { delayUntilOpening, type RoomOpeningInput, roomOpening } from '../utils/room-opening';

/**
 * "Join video consult": the way into a consult's call, shown only while the call is open (from
 * 10 minutes before a booked start, and while the consult is under way). A page left open shows it
 * at the minute the call opens, without a reload.
 */
export function JoinVideoConsult({
  appointment,
  who,
  className = '',
}: {
  appointment: RoomOpeningInput & { id: string };
  /** Read out with the link when a page lists several consults: "with Dr Priya Raman". */
  who?: string;
  className?: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const opening = roomOpening(appointment, now);
  const at = opening.open ? null : opening.at;

  // Looks again at the opening (and again, should a timer fire a moment early).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each look sets `now`, which asks for the next.
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), delayUntilOpening(at, Date.now(), 50));
    return () => clearTimeout(timer);
  }, [at, now]);

  if (!opening.open) return null;
  return (
    <Link to={consultRoomPath(appointment.id)} className={buttonClass('primary', `self-start ${className}`)}>
      <Video aria-hidden className="size-5" />
      Join video consult
      {who ? <span className="sr-only"> {who}</span> : null}
    </Link>
  );
}
