import type { TConsultSettings } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { bookedBetween } from './appointments.repository';
import { findCalendar, findDoctorSchedulingProfile, listRules } from './availability.repository';
import { type Availability, availabilityFromRules, type BusyInterval } from './engine';
import { consultSettingsOf } from './manage-availability';

/** Slots start every quarter hour, whatever their length (9:00, 9:15, … for 30-minute consults too). */
export const SLOT_STEP_MINUTES = 15;

export interface DoctorSchedule {
  zone: string;
  availability: Availability;
  consult: TConsultSettings;
  busy: BusyInterval[];
}

/** Calendar busy times are cached as `[{ s, e }]` epoch milliseconds on the doctor's calendar row. */
function calendarBusy(stored: unknown, from: Date, to: Date): BusyInterval[] {
  if (!Array.isArray(stored)) return [];
  const out: BusyInterval[] = [];
  for (const item of stored as Array<{ s?: unknown; e?: unknown }>) {
    if (typeof item?.s !== 'number' || typeof item?.e !== 'number') continue;
    if (item.e <= from.getTime() || item.s >= to.getTime()) continue;
    out.push({ startsAt: new Date(item.s), endsAt: new Date(item.e), kind: 'calendar' });
  }
  return out;
}

/**
 * Everything the slot engine needs about one doctor between two instants: their zone and rules,
 * consult settings, bookings and live holds, and the busy times of their outside calendar.
 */
export async function loadDoctorSchedule(
  db: Executor,
  doctorId: string,
  from: Date,
  to: Date,
  /** An appointment being moved: its own current time does not count as busy. */
  ignoreAppointmentId?: string,
): Promise<DoctorSchedule> {
  const profile = await findDoctorSchedulingProfile(db, doctorId);
  if (!profile) throw notFound('Doctor not found');
  const [rules, booked, calendar] = await Promise.all([
    listRules(db, doctorId),
    bookedBetween(db, doctorId, from, to, ignoreAppointmentId),
    findCalendar(db, doctorId),
  ]);
  const busy: BusyInterval[] = booked
    .filter((b) => b.startsAt && b.endsAt)
    .map((b) => ({
      startsAt: b.startsAt as Date,
      endsAt: b.endsAt as Date,
      kind: b.status === 'held' ? ('hold' as const) : ('booking' as const),
    }));
  busy.push(...calendarBusy(calendar?.busy, from, to));
  return {
    zone: profile.timeZone,
    availability: availabilityFromRules(profile.timeZone, rules),
    consult: consultSettingsOf(profile.consultSettings),
    busy,
  };
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function localDate(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
