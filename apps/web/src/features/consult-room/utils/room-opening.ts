import { roomAccess } from '@curo/core/room';
import type { TAppointment } from '@curo/core/scheduling';

/** What a screen knows of a consult that decides whether its call is open. */
export type RoomOpeningInput = Pick<TAppointment, 'type' | 'status' | 'startsAt' | 'doctorId'>;

export type RoomOpening =
  | { open: true }
  /** Not open now; `at` is when it opens by the clock alone (null: it waits for a change of state). */
  | { open: false; at: number | null };

/** Whether a consult's call may be entered at `now`: core's `roomAccess`, the rule the API applies. */
export function roomOpening(consult: RoomOpeningInput, now: number): RoomOpening {
  const access = roomAccess(consult, now);
  if (access.open) return access;
  return { open: false, at: access.why === 'tooEarly' ? access.at : null };
}

/** setTimeout's longest wait; a later opening is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How long a timer waits to look again at an opening at `at`: until then, plus `slackMs`. */
export const delayUntilOpening = (at: number, now: number, slackMs: number) =>
  Math.min(Math.max(0, at - now) + slackMs, LONGEST_TIMER_MS);
