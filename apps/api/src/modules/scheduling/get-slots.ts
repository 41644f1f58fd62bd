import { ErrorCode } from '@curo/core/errors';
import { schedulingMessages, type TSlot } from '@curo/core/scheduling';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { computeAvailableDates, computeSlotsForDate, type SlotSettings } from './engine';
import { type DoctorSchedule, loadDoctorSchedule, SLOT_STEP_MINUTES } from './load-schedule';

const HOUR_MS = 3_600_000;

/** The engine's settings for a consult of `duration` minutes, refusing a length the doctor does not offer. */
export function slotSettings(schedule: DoctorSchedule, duration?: number): SlotSettings {
  const minutes = duration ?? schedule.consult.durations[0] ?? 15;
  if (!(schedule.consult.durations as readonly number[]).includes(minutes))
    throw new AppError(ErrorCode.VALIDATION_ERROR, schedulingMessages.durationNotOffered);
  return {
    durationMinutes: minutes,
    stepMinutes: SLOT_STEP_MINUTES,
    bufferMinutes: schedule.consult.bufferMinutes,
    minNoticeMinutes: schedule.consult.minNoticeMinutes,
    horizonDays: schedule.consult.horizonDays,
  };
}

/** The instants around a local date wide enough for any Australian zone and any buffer. */
const around = (date: string, daysAfter = 1) => {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return {
    from: new Date(midnightUtc - 36 * HOUR_MS),
    to: new Date(midnightUtc + (24 * daysAfter + 36) * HOUR_MS),
  };
};

function parseTimes(times?: string): string[] | undefined {
  if (!times) return undefined;
  const list = times
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (list.some((t) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(t)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give times as HH:mm, separated by commas');
  return list;
}

/**
 * `GET /users/{id}/getDoctorAvailableSlots`: the free slots on one date in the doctor's zone, as UTC
 * instants. `times` keeps only slots starting at those local times; `showAll` returns every slot
 * of the day with whether it is free and why not (for the doctor's own calendar).
 */
export async function getDoctorAvailableSlots({
  db,
  doctorId,
  date,
  duration,
  times,
  showAll,
  now = new Date(),
}: {
  db: Executor;
  doctorId: string;
  date: string;
  duration?: number;
  times?: string;
  showAll: boolean;
  now?: Date;
}): Promise<Array<TSlot & { free?: boolean; reason?: string | null }>> {
  const { from, to } = around(date);
  const schedule = await loadDoctorSchedule(db, doctorId, from, to);
  const slots = computeSlotsForDate({
    availability: schedule.availability,
    settings: slotSettings(schedule, duration),
    busy: schedule.busy,
    now,
    date,
    showAll,
    times: parseTimes(times),
  });
  return slots.map((s) =>
    showAll
      ? {
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
          free: s.free,
          reason: s.reason ?? null,
        }
      : { startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() },
  );
}

/** `GET /services/availability-calendar/{doctorId}/date/{date}`: which days of that month have a free slot. */
export async function getAvailabilityCalendar({
  db,
  doctorId,
  date,
  duration,
  now = new Date(),
}: {
  db: Executor;
  doctorId: string;
  date: string;
  duration?: number;
  now?: Date;
}) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = `${date.slice(0, 7)}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = `${date.slice(0, 7)}-${String(days).padStart(2, '0')}`;
  const { from } = around(first);
  const { to } = around(last);
  const schedule = await loadDoctorSchedule(db, doctorId, from, to);
  const dates = computeAvailableDates({
    availability: schedule.availability,
    settings: slotSettings(schedule, duration),
    busy: schedule.busy,
    now,
    from: first,
    to: last,
  });
  return { doctorId, timeZone: schedule.zone, month: date.slice(0, 7), dates };
}
