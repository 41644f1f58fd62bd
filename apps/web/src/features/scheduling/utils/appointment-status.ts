import type { TAppointmentStatus } from '@curo/core/scheduling';

/** States in which a consult has a record to work on (its own page: notes, documents, files). */
export const WITH_RECORD: ReadonlySet<TAppointmentStatus> = new Set([
  'scheduled',
  'checked_in',
  'in_progress',
  'waiting_info',
  'ended',
  'completed',
]);

export const STATUS_TONES: Record<TAppointmentStatus, string> = {
  held: 'bg-amber-50 text-warning',
  requested: 'bg-blue-50 text-info',
  offered: 'bg-blue-50 text-info',
  queued: 'bg-blue-50 text-info',
  scheduled: 'bg-primary-soft text-primary',
  checked_in: 'bg-green-50 text-success',
  in_progress: 'bg-green-50 text-success',
  waiting_info: 'bg-amber-50 text-warning',
  ended: 'bg-slate-100 text-muted',
  completed: 'bg-slate-100 text-muted',
  cancelled: 'bg-red-50 text-error',
  expired: 'bg-slate-100 text-muted',
};

export type TActionKind =
  | 'checkIn'
  | 'start'
  | 'waitingForInformation'
  | 'resume'
  | 'runningLate'
  | 'end'
  | 'markAsCompleted'
  | 'cancel'
  | 'reactivate';

/**
 * The states each action starts from and who may take it, as the API's state machine says
 * (apps/api/src/modules/scheduling/state-machine.ts and the ACTORS of transition-appointment.ts).
 * The server still decides: a refused action answers 409 naming the state, shown as an error.
 */
const RULES: Record<
  TActionKind,
  { from: readonly TAppointmentStatus[]; by: ReadonlyArray<'patient' | 'doctor'> }
> = {
  checkIn: { from: ['scheduled'], by: ['patient', 'doctor'] },
  start: { from: ['scheduled', 'checked_in', 'waiting_info'], by: ['doctor'] },
  waitingForInformation: { from: ['scheduled', 'checked_in', 'in_progress'], by: ['doctor'] },
  resume: { from: ['waiting_info'], by: ['doctor'] },
  runningLate: { from: ['scheduled', 'checked_in'], by: ['doctor'] },
  end: { from: ['in_progress', 'checked_in'], by: ['doctor'] },
  markAsCompleted: { from: ['ended', 'in_progress', 'waiting_info'], by: ['doctor'] },
  cancel: {
    from: ['held', 'requested', 'offered', 'queued', 'scheduled', 'checked_in', 'waiting_info'],
    by: ['patient', 'doctor'],
  },
  reactivate: { from: ['cancelled'], by: ['patient', 'doctor'] },
};

export const ACTION_LABELS: Record<TActionKind, string> = {
  checkIn: 'Check in',
  start: 'Start consult',
  waitingForInformation: 'Waiting for information',
  resume: 'Resume',
  runningLate: 'Running late',
  end: 'End consult',
  markAsCompleted: 'Mark completed',
  cancel: 'Cancel',
  reactivate: 'Reactivate',
};

/**
 * The actions to offer `part` for an appointment in `status`. A patient checks in only from an
 * hour before the start (earlier is a mistake more often than not), and reactivates only a consult
 * whose time is still ahead.
 */
export function actionsFor(
  status: TAppointmentStatus,
  part: 'patient' | 'doctor',
  startsAt: string | null,
  now: number = Date.now(),
): TActionKind[] {
  const starts = startsAt ? Date.parse(startsAt) : null;
  return (Object.keys(RULES) as TActionKind[]).filter((kind) => {
    const rule = RULES[kind];
    if (!rule.from.includes(status) || !rule.by.includes(part)) return false;
    if (kind === 'checkIn' && part === 'patient' && starts !== null && starts - now > 60 * 60_000)
      return false;
    if (kind === 'reactivate' && starts !== null && starts <= now) return false;
    return true;
  });
}

/** Checking in or starting more than this many minutes before the booked time asks first. */
export const EARLY_CONFIRM_MINUTES = 15;

/** Whole minutes from `now` to the booked start (negative once it has passed); null without a time. */
export function minutesBefore(startsAt: string | null, now: number): number | null {
  return startsAt === null ? null : Math.floor((Date.parse(startsAt) - now) / 60_000);
}

/**
 * Whether an action asks "are you sure?" first. Ending and completing always do (neither can be
 * undone); checking in or starting only when it is more than EARLY_CONFIRM_MINUTES before the
 * booked time, which is more often a slip (the wrong patient's row) than a plan.
 */
export function asksFirst(kind: TActionKind, startsAt: string | null, now: number): boolean {
  if (kind === 'end' || kind === 'markAsCompleted') return true;
  if (kind !== 'checkIn' && kind !== 'start') return false;
  const early = minutesBefore(startsAt, now);
  return early !== null && early > EARLY_CONFIRM_MINUTES;
}
