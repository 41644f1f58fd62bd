import { normaliseAuMobile } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { reminderMessages, type TCreateReminderRequest, type TReminder } from '@curo/core/reminders';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { appointmentFor, reminderAccess } from '../appointments.policy';
import type { AppointmentRow } from '../appointments.repository';
import { wrongState } from '../cancel-appointment';
import {
  addressees,
  insertReminder,
  type ReminderRow,
  remindersOf,
  remindersOfUser,
} from './reminders.repository';
import { REMINDING_STATUSES } from './sync-reminders';

const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_ERROR, message);

export function toReminderDto(row: ReminderRow, appointment?: Pick<AppointmentRow, 'startsAt'>): TReminder {
  const startsAt = appointment?.startsAt;
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    userId: row.userId,
    kind: row.kind,
    channels: (Array.isArray(row.channels) ? row.channels : ['email']) as TReminder['channels'],
    remindAt: row.dueAt.toISOString(),
    minutesBefore: startsAt ? Math.round((startsAt.getTime() - row.dueAt.getTime()) / 60_000) : null,
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An appointment whose reminders the caller may see and set, and which of them (reminderAccess).
 * Anyone else (a nurse or a guest in the consult too) gets 404.
 */
async function ownAppointment(db: Db, principal: Principal, id: string) {
  const row = await appointmentFor(db, principal, id);
  const access = reminderAccess(principal, row);
  if (!access) throw notFound('Appointment not found');
  return { row, access };
}

/**
 * `POST /reminders/createReminder`: one more reminder of a booked consult for its patient, some
 * minutes before it or at a given time (before the start, not in the past). It moves with the
 * consult if the consult moves, and is cancelled with it.
 */
export async function createReminder({
  db,
  principal,
  request,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  request: TCreateReminderRequest;
  now?: Date;
}): Promise<TReminder> {
  const { row } = await ownAppointment(db, principal, request.appointmentId);
  if (!REMINDING_STATUSES.includes(row.status) || !row.startsAt)
    throw wrongState(row.status, 'have reminders: it has no booked time ahead');
  const startsAt = row.startsAt;
  const dueAt =
    request.minutesBefore !== undefined
      ? new Date(startsAt.getTime() - request.minutesBefore * 60_000)
      : new Date(request.remindAt as string);
  if (dueAt.getTime() >= startsAt.getTime()) throw invalid(reminderMessages.afterStart);
  if (dueAt.getTime() <= now.getTime()) throw invalid(reminderMessages.passed);
  if (request.channels.includes('sms')) {
    const patient = (await addressees(db, [row.patientId])).get(row.patientId);
    if (!patient?.phone || !normaliseAuMobile(patient.phone)) throw invalid(reminderMessages.noMobile);
  }
  const inserted = await insertReminder(db, {
    appointmentId: row.id,
    userId: row.patientId,
    kind: 'custom',
    channels: request.channels,
    dueAt,
    status: 'pending',
  });
  return toReminderDto(inserted, row);
}

/**
 * `GET /reminders?appointmentId=`: the reminders of one consult (the patient sees their own,
 * its doctor and admins see all of it), or without an appointment the caller's own reminders.
 */
export async function listReminders({
  db,
  principal,
  appointmentId,
}: {
  db: Db;
  principal: Principal;
  appointmentId?: string;
}): Promise<{ items: TReminder[] }> {
  const consult = appointmentId ? await ownAppointment(db, principal, appointmentId) : undefined;
  if (consult?.access !== 'all') {
    const rows = await remindersOfUser(db, principal.userId, appointmentId);
    return { items: rows.map((r) => toReminderDto(r.reminder, r)) };
  }
  return { items: (await remindersOf(db, consult.row.id)).map((r) => toReminderDto(r, consult.row)) };
}
