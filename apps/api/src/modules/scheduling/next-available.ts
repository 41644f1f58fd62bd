import {
  NEXT_AVAILABLE_DAYS,
  type TDirectoryDoctor,
  type TNextAvailable,
} from '@curo/core/scheduling-directory';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { doctorsList } from '../users/doctor-lists';
import { computeSlotsForRange } from './engine';
import { slotSettings } from './get-slots';
import { loadDoctorSchedule, localDate } from './load-schedule';

const DAY_MS = 86_400_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A doctor's first free slot (their shortest consult) from now to NEXT_AVAILABLE_DAYS local days
 * ahead, with the same engine and busy times as the slots endpoint. A doctor without a schedule
 * (or an unknown id) has no next time rather than failing the whole list.
 */
export async function nextAvailableFor(
  db: Executor,
  doctorId: string,
  now: Date = new Date(),
): Promise<TNextAvailable> {
  const from = new Date(now.getTime() - 36 * 3_600_000);
  const to = new Date(now.getTime() + (NEXT_AVAILABLE_DAYS + 2) * DAY_MS);
  let schedule: Awaited<ReturnType<typeof loadDoctorSchedule>>;
  try {
    schedule = await loadDoctorSchedule(db, doctorId, from, to);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      return { doctorId, timeZone: null, durations: [], next: null };
    throw error;
  }
  const today = localDate(now, schedule.zone);
  const durations = [...schedule.consult.durations].sort((a, b) => a - b);
  const slots = computeSlotsForRange({
    availability: schedule.availability,
    settings: slotSettings(schedule, durations[0]),
    busy: schedule.busy,
    now,
    from: today,
    to: addDays(today, NEXT_AVAILABLE_DAYS),
  });
  const first = slots[0];
  return {
    doctorId,
    timeZone: schedule.zone,
    durations: [...schedule.consult.durations],
    next: first ? { startsAt: first.startsAt.toISOString(), endsAt: first.endsAt.toISOString() } : null,
  };
}

/** `GET /appointments/nextAvailable?doctorIds=`: each named doctor's next free slot. */
export async function nextAvailable({
  db,
  doctorIds,
  now,
}: {
  db: Executor;
  doctorIds: readonly string[];
  now?: Date;
}): Promise<{ items: TNextAvailable[] }> {
  const unique = [...new Set(doctorIds)];
  return { items: await Promise.all(unique.map((id) => nextAvailableFor(db, id, now))) };
}

/**
 * `GET /doctors/directory`: the public specialist directory: every active doctor's card with their
 * zone, consult lengths and next free time; optionally only one specialty (case-insensitive).
 */
export async function doctorDirectory({
  db,
  specialty,
  now,
}: {
  db: Executor;
  specialty?: string;
  now?: Date;
}): Promise<{ items: TDirectoryDoctor[] }> {
  const { items } = await doctorsList(db);
  const wanted = specialty?.trim().toLowerCase();
  const cards = wanted ? items.filter((d) => d.specialties.some((s) => s.toLowerCase() === wanted)) : items;
  const next = await Promise.all(cards.map((d) => nextAvailableFor(db, d.id, now)));
  return {
    items: cards.map((card, i) => {
      const { timeZone, durations, next: slot } = next[i] as TNextAvailable;
      return { ...card, timeZone, durations, next: slot };
    }),
  };
}
