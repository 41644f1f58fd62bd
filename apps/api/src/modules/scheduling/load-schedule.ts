import type { TConsultSettings } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { scheduleSnapshot } from './availability.repository';
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

/**
 * Everything the slot engine needs about one doctor between two instants: their zone and rules,
 * consult settings, bookings and live holds, and the busy times of their outside calendar, read in
 * one statement.
 */
export async function loadDoctorSchedule(
  db: Executor,
  doctorId: string,
  from: Date,
  to: Date,
  /** An appointment being moved: its own current time does not count as busy. */
  ignoreAppointmentId?: string,
): Promise<DoctorSchedule> {
  const snapshot = await scheduleSnapshot(db, doctorId, from, to, ignoreAppointmentId);
  if (!snapshot) throw notFound('Doctor not found');
  const busy: BusyInterval[] = [];
  for (const b of snapshot.booked)
    busy.push({ startsAt: new Date(b.s), endsAt: new Date(b.e), kind: b.held ? 'hold' : 'booking' });
  for (const c of snapshot.calendar)
    busy.push({ startsAt: new Date(c.s), endsAt: new Date(c.e), kind: 'calendar' });
  return {
    zone: snapshot.timeZone,
    availability: availabilityFromRules(snapshot.timeZone, snapshot.rules),
    consult: consultSettingsOf(snapshot.consultSettings),
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
