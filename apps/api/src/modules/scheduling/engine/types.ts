// The scheduling engine's vocabulary. Everything is UTC instants (`Date`) except the availability
// definitions, which are wall-clock times in the doctor's own IANA zone because that is how a doctor
// thinks about their week ("Mondays 9 to 12"), and it must stay 9 to 12 when daylight saving starts.

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A span of wall-clock time on one local date, `HH:mm` to `HH:mm` in the doctor's zone, end exclusive.
 * `end` may be `24:00` (until midnight). A window never crosses midnight: split it into two days.
 */
export interface ClockRange {
  start: string;
  end: string;
}

/** A recurring weekly working window, e.g. `{ weekday: 1, start: '09:00', end: '12:00' }`. */
export interface WeeklyWindow extends ClockRange {
  weekday: Weekday;
}

/**
 * A date whose plan replaces the weekly one: its own windows, or `windows: []` for a day off.
 * The weekly breaks do not apply to an overridden date (the override is the whole plan for the day);
 * breaks given for that date do.
 */
export interface DateOverride {
  /** `YYYY-MM-DD` in the doctor's zone. */
  date: string;
  windows: ClockRange[];
}

/** A break: every week on a weekday, or once on a date. Slots may not overlap it. */
export type Break = (ClockRange & { weekday: Weekday }) | (ClockRange & { date: string });

/** A doctor's availability, as stored. */
export interface Availability {
  /** The doctor's IANA zone, e.g. `Australia/Brisbane`. Every clock time above is read in it. */
  zone: string;
  weekly: WeeklyWindow[];
  overrides?: DateOverride[];
  breaks?: Break[];
}

/** The part of a doctor's consult settings that shapes slots. */
export interface SlotSettings {
  /** Length of one consult. */
  durationMinutes: number;
  /**
   * Slots start every `stepMinutes` from the start of each window (default: the slot duration).
   * 15 with a 30-minute duration offers 9:00, 9:15, 9:30…
   */
  stepMinutes?: number;
  /**
   * Breathing space kept free on both sides of every busy interval (bookings, holds and calendar
   * events alike); not applied against window edges or breaks. Default 0.
   */
  bufferMinutes?: number;
  /** A slot must start at least this long after `now`. Default 0 (not in the past). */
  minNoticeMinutes?: number;
  /**
   * A slot must start before `now` plus this many calendar days in the doctor's zone (same wall-clock
   * time, so a day across a daylight-saving change is 23 or 25 hours).
   */
  horizonDays: number;
}

/** Where a busy interval comes from. Bookings and holds report as `booked`, calendar events as `busyCalendar`. */
export type BusyKind = 'booking' | 'hold' | 'calendar';

/** Time the doctor is not free, as UTC instants, end exclusive. */
export interface BusyInterval {
  startsAt: Date;
  endsAt: Date;
  kind: BusyKind;
}

/** Why a slot is not free. When several apply, the first in this order wins. */
export type SlotBlockReason = 'notice' | 'horizon' | 'break' | 'booked' | 'busyCalendar';

/** A bookable (or, with `showAll`, unbookable) consult time, as UTC instants, end exclusive. */
export interface Slot {
  startsAt: Date;
  endsAt: Date;
  free: boolean;
  /** Present when `free` is false. */
  reason?: SlotBlockReason;
}
