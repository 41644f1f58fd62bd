import { normaliseAuMobile } from '@curo/core/auth';
import { AUTO_REMINDERS } from '@curo/core/reminders';
import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { Executor } from '../../../db/client';
import type { AppointmentRow } from '../appointments.repository';
import {
  addressees,
  cancelPendingReminders,
  insertReminder,
  type ReminderChannel,
  type ReminderRow,
  remindersOf,
  updateReminder,
} from './reminders.repository';

const MINUTE_MS = 60_000;

/** States in which a consult is still to come at its booked time: reminders stay armed. */
export const REMINDING_STATUSES: readonly TAppointmentStatus[] = ['scheduled', 'checked_in', 'waiting_info'];
/** States that had the consult's time in calendars (in progress is still "on" for a calendar). */
const ON_CALENDAR: readonly TAppointmentStatus[] = [...REMINDING_STATUSES, 'in_progress'];

/** What a change did to the consult's place in calendars, for the invite and the emails. */
export interface ReminderSync {
  /** The consult stands at a booked time after the change. */
  active: boolean;
  /** The calendar invite this change calls for, if any. */
  invite: 'REQUEST' | 'CANCEL' | null;
  /** No invite was sent before: this one keeps SEQUENCE as it is (0). */
  firstInvite: boolean;
  /** Where the consult was before it moved; null when it did not move. */
  previousStartsAt: Date | null;
}

/** The start the reminders were last timed for: the 1 h reminder is always there, an hour before. */
function timedFor(existing: ReminderRow[]): Date | null {
  const anchor = existing.find((r) => r.kind === 'auto1h');
  return anchor ? new Date(anchor.dueAt.getTime() + AUTO_REMINDERS.auto1h * MINUTE_MS) : null;
}

const sameChannels = (a: unknown, b: ReminderChannel[]) =>
  Array.isArray(a) && a.length === b.length && b.every((c) => a.includes(c));

/**
 * Keeps an appointment's reminders in step with it, inside the transaction that changed it, by
 * comparing the appointment with its reminder rows (so any change of time, from any path, is seen):
 * - a consult that is on at a time gets its patient's automatic reminders 24 h and 1 h before
 *   (email, and SMS when the patient has an Australian mobile); one whose time has passed is
 *   stored as skipped, so the 1 h row always records the time the reminders were set for;
 * - when the time moves, pending reminders move with it (custom ones by the same amount);
 * - when the consult is off (cancelled, expired, started, over), pending reminders are cancelled;
 *   reactivated, they come back if their time is still ahead.
 */
export async function syncReminders(
  tx: Executor,
  change: { row: AppointmentRow; fromStatus: TAppointmentStatus | null },
  now = new Date(),
): Promise<ReminderSync> {
  const { row, fromStatus } = change;
  const wasOn = fromStatus !== null && ON_CALENDAR.includes(fromStatus);
  const isOn = REMINDING_STATUSES.includes(row.status) && row.startsAt !== null;
  const existing = await remindersOf(tx, row.id);
  const previous = timedFor(existing);

  if (!isOn || !row.startsAt) {
    if (existing.some((r) => r.status === 'pending')) await cancelPendingReminders(tx, row.id);
    const calledOff = wasOn && previous !== null && (row.status === 'cancelled' || row.status === 'expired');
    return { active: false, invite: calledOff ? 'CANCEL' : null, firstInvite: false, previousStartsAt: null };
  }

  const startsAt = row.startsAt;
  const moved = previous !== null && previous.getTime() !== startsAt.getTime();
  const revived = !wasOn;
  const shift = moved && previous ? startsAt.getTime() - previous.getTime() : 0;
  const patient = (await addressees(tx, [row.patientId])).get(row.patientId);
  const channels: ReminderChannel[] =
    patient?.phone && normaliseAuMobile(patient.phone) ? ['email', 'sms'] : ['email'];
  const statusAt = (due: Date): 'pending' | 'skipped' =>
    due.getTime() > now.getTime() ? 'pending' : 'skipped';

  for (const kind of ['auto24h', 'auto1h'] as const) {
    const dueAt = new Date(startsAt.getTime() - AUTO_REMINDERS[kind] * MINUTE_MS);
    const current = existing.find((r) => r.kind === kind);
    if (!current) {
      await insertReminder(tx, {
        appointmentId: row.id,
        userId: row.patientId,
        kind,
        channels,
        dueAt,
        status: statusAt(dueAt),
      });
      continue;
    }
    const rearm = moved || (revived && current.status === 'cancelled');
    if (rearm) {
      await updateReminder(tx, current.id, {
        dueAt,
        status: statusAt(dueAt),
        sentAt: null,
        channels,
        userId: row.patientId,
      });
    } else if (
      current.status === 'pending' &&
      (current.userId !== row.patientId || !sameChannels(current.channels, channels))
    ) {
      await updateReminder(tx, current.id, { channels, userId: row.patientId });
    }
  }

  for (const custom of existing.filter((r) => r.kind === 'custom')) {
    const live = custom.status === 'pending' || (revived && custom.status === 'cancelled');
    if (!live || (!moved && !revived)) continue;
    const dueAt = new Date(custom.dueAt.getTime() + shift);
    const status = dueAt < startsAt ? statusAt(dueAt) : 'skipped';
    await updateReminder(tx, custom.id, { dueAt, status, userId: row.patientId });
  }

  return {
    active: true,
    invite: revived || moved ? 'REQUEST' : null,
    firstInvite: previous === null,
    previousStartsAt: moved ? previous : null,
  };
}
