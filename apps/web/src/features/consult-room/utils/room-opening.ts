import { ROOM_OPENS_MINUTES_BEFORE } from '@curo/core/room';
import type { TAppointment } from '@curo/core/scheduling';

/** What a screen knows of a consult that decides whether its call is open. */
export type RoomOpeningInput = Pick<TAppointment, 'type' | 'status' | 'startsAt' | 'doctorId'>;

export type RoomOpening =
  | { open: true }
  /** Not open now; `at` is when it opens by the clock alone (null: it waits for a change of state). */
  | { open: false; at: number | null };

/**
 * Whether a consult's call may be entered at `now`, by the rule the API applies (decision 0030,
 * `room.policy.ts`): open while in progress; while booked or checked in with a doctor, from
 * ROOM_OPENS_MINUTES_BEFORE minutes before the start; never for an offline consult or one still
 * waiting for a doctor, a time or a confirmation. Screens use it to offer the way in; the API
 * still decides when someone enters.
 */
export function roomOpening(consult: RoomOpeningInput, now: number): RoomOpening {
  if (consult.type === 'offline') return { open: false, at: null };
  if (consult.status === 'in_progress') return { open: true };
  if (consult.status !== 'scheduled' && consult.status !== 'checked_in') return { open: false, at: null };
  if (!consult.doctorId) return { open: false, at: null };
  if (!consult.startsAt) return { open: true };
  const opensAt = Date.parse(consult.startsAt) - ROOM_OPENS_MINUTES_BEFORE * 60_000;
  return now >= opensAt ? { open: true } : { open: false, at: opensAt };
}
