import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { toAppointmentDto } from './appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from './appointment-effects';
import { appointmentFor, mayReactivate, mayTakeStep } from './appointments.policy';
import {
  type AppointmentRow,
  isExclusionViolation,
  lastEventOf,
  type NewAppointment,
  updateAppointmentIfStatus,
} from './appointments.repository';
import { slotTaken } from './book-scheduled';
import { wrongState } from './cancel-appointment';
import { type AppointmentAction, transition } from './state-machine';

const VERBS: Partial<Record<AppointmentAction, string>> = {
  checkIn: 'be checked in',
  start: 'start',
  waitForInformation: 'wait for information',
  resume: 'resume',
  runningLate: 'be marked as running late',
  end: 'end',
  markAsCompleted: 'be marked as completed',
  reactivate: 'be reactivated',
  amend: 'be changed',
  changeSpecialist: 'move to another specialist',
  changePrice: 'have its price changed',
  adminEdit: 'be edited',
};

/** Why a doctor may not reactivate a consult its patient cancelled (appointments.policy.ts mayReactivate). */
export const PATIENT_CANCELLED =
  'The patient cancelled this consult, so only they (or a Curo administrator) can reactivate it';

/**
 * One transition of the state machine, for the caller's part in the appointment: checks who may,
 * checks the state allows it (409 naming the state), writes the change and its history in one
 * transaction (with its emails: notifications/appointment-notifications.ts), then tells everyone live.
 */
export async function transitionAppointment({
  db,
  principal,
  id,
  action,
  changes = {},
  details = {},
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  id: string;
  action: AppointmentAction;
  changes?: Partial<NewAppointment>;
  details?: Record<string, unknown>;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  const current = await appointmentFor(db, principal, id);
  if (!mayTakeStep(principal, current, action))
    throw new AppError(ErrorCode.FORBIDDEN, 'You cannot do this to this appointment');
  if (action === 'reactivate' && current.status === 'cancelled') {
    const cancel = await lastEventOf(db, id, 'cancel');
    if (!mayReactivate(principal, current, cancel ? (cancel.actingAsId ?? cancel.actorId) : null))
      throw new AppError(ErrorCode.FORBIDDEN, PATIENT_CANCELLED);
  }
  const next = transition(current.status, action, current.statusBeforeCancel);
  if (!next.ok) throw wrongState(current.status, VERBS[action] ?? action);
  let row: AppointmentRow;
  try {
    row = await db.transaction(async (tx) => {
      const updated = await updateAppointmentIfStatus(tx, id, current.status, {
        ...changes,
        status: next.to,
        ...(action === 'reactivate' ? { statusBeforeCancel: null, cancelReason: null } : {}),
      });
      if (!updated)
        throw wrongState('no longer in the same state', `${VERBS[action] ?? action} now; reload it`);
      await recordAppointmentChange(
        tx,
        { row: updated, action, fromStatus: current.status, principal, details },
        { hub, mail },
      );
      return updated;
    });
  } catch (error) {
    // Reactivating into a time someone else has taken since.
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
  await announceAppointmentChange({ hub, mail }, row, action);
  return toAppointmentDto(row);
}
