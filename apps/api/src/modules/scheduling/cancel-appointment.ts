import { ErrorCode } from '@curo/core/errors';
import type { TAppointment } from '@curo/core/scheduling';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { toAppointmentDto } from './appointment-dto';
import { announceAppointmentChange, recordAppointmentChange } from './appointment-effects';
import { appointmentFor } from './appointments.policy';
import { updateAppointmentIfStatus } from './appointments.repository';
import { transition } from './state-machine';

/** A 409 that names the state the appointment is in, so the client can show why. */
export const wrongState = (status: string, action: string) =>
  new AppError(
    ErrorCode.INVALID_STATE,
    `This appointment is ${status.replace('_', ' ')}: it cannot ${action}`,
  );

/** `POST /appointments/{id}/cancel`: frees the doctor's time; the history keeps who and why. */
export async function cancelAppointment({
  db,
  principal,
  id,
  reason,
  hub,
  mail,
}: {
  db: Db;
  principal: Principal;
  id: string;
  reason: string;
  hub: RealtimeHub;
  mail: MailDelivery;
}): Promise<TAppointment> {
  const current = await appointmentFor(db, principal, id);
  const next = transition(current.status, 'cancel');
  if (!next.ok) throw wrongState(current.status, 'be cancelled');
  const row = await db.transaction(async (tx) => {
    const updated = await updateAppointmentIfStatus(tx, id, current.status, {
      status: next.to,
      statusBeforeCancel: current.status,
      cancelReason: reason,
    });
    // Someone else moved it on between our read and this write.
    if (!updated) throw wrongState('no longer in the same state', 'be cancelled now; reload it');
    await recordAppointmentChange(
      tx,
      { row: updated, action: 'cancel', fromStatus: current.status, principal, details: { reason } },
      { hub, mail },
    );
    return updated;
  });
  await announceAppointmentChange({ hub, mail }, row, 'cancel');
  return toAppointmentDto(row);
}
