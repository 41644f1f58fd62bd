import type { Executor } from '../../db/client';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { type AuditAction, actorsOf, recordAuditEvent } from '../audit/record-audit-event';
import type { AppointmentChange, AppointmentEffects } from './appointment-change';
import { type AppointmentRow, insertAppointmentEvent } from './appointments.repository';
import { notifyAppointmentChange } from './notifications/appointment-notifications';
import { publishAppointmentChange } from './publish-change';
import { syncReminders } from './reminders/sync-reminders';

export type { AppointmentChange, AppointmentEffects } from './appointment-change';

/**
 * Every change of an appointment goes through here, inside the transaction that makes it: the
 * history row (who, when, what) and whatever must commit with it (notifications, reminders).
 */
export async function recordAppointmentChange(
  tx: Executor,
  change: AppointmentChange,
  effects: AppointmentEffects,
) {
  await insertAppointmentEvent(tx, {
    appointmentId: change.row.id,
    action: change.action,
    fromStatus: change.fromStatus,
    toStatus: change.row.status,
    ...(change.principal ? actorsOf(change.principal) : { actorId: null, actingAsId: null }),
    details: change.details ?? {},
  });
  await auditConsultAction(tx, change);
  // Reminders follow the appointment (armed, moved, cancelled); the emails and calendar invite
  // about the change commit with it.
  const sync = await syncReminders(tx, change);
  await notifyAppointmentChange(tx, change, sync, effects.mail);
}

/** The consult actions that also go on the audit trail (issue 15 item 8, docs/decisions/0052). */
const AUDITED: Partial<Record<string, AuditAction>> = {
  checkIn: 'appointment.checked_in',
  start: 'appointment.started',
  end: 'appointment.ended',
  markAsCompleted: 'appointment.completed',
  cancel: 'appointment.cancelled',
  reactivate: 'appointment.reactivated',
};

/** A consult action on the audit trail, about the patient, in the change's transaction. */
async function auditConsultAction(tx: Executor, change: AppointmentChange) {
  // An amend or admin edit that moved the consult is a reschedule; one that did not is not audited.
  const moved = (change.action === 'amend' || change.action === 'adminEdit') && change.details?.startsAt;
  const action = moved ? 'appointment.rescheduled' : AUDITED[change.action];
  if (!action) return;
  await recordAuditEvent({
    db: tx,
    action,
    ...(change.principal ? actorsOf(change.principal) : {}),
    subjectUserId: change.row.patientId,
    recordType: 'appointment',
    recordId: change.row.id,
    details: moved
      ? { previousStartsAt: change.details?.previousStartsAt ?? null, startsAt: change.details?.startsAt }
      : { from: change.fromStatus, to: change.row.status },
  });
}

type AnnouncedListener = (row: AppointmentRow, action: string) => Promise<void>;
const announcedListeners = new WeakMap<RealtimeHub, AnnouncedListener[]>();

/**
 * Runs `listener` after every announced change made through this app's hub (keyed by the hub, so
 * several apps in one process stay apart): the instant queue re-announces everyone's place when an
 * instant consult is created, taken or cancelled, whichever module made the change.
 */
export function onAppointmentAnnounced(hub: RealtimeHub, listener: AnnouncedListener) {
  announcedListeners.set(hub, [...(announcedListeners.get(hub) ?? []), listener]);
}

/** After the commit: tell everyone involved, live, and deliver any mail the change queued. */
export async function announceAppointmentChange(
  effects: AppointmentEffects,
  row: AppointmentRow,
  action: string,
) {
  await publishAppointmentChange(effects.hub, row, action);
  void effects.mail.kick();
  const listeners = announcedListeners.get(effects.hub) ?? [];
  // Live updates are best effort: a listener's failure never fails the change that committed.
  await Promise.all(listeners.map((listener) => listener(row, action).catch(() => undefined)));
}
