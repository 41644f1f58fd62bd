import type { TAppointment } from '@curo/core/scheduling';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { actorsOf } from '../audit/record-audit-event';
import { appointmentFor } from './appointment-access';
import { toAppointmentDto } from './appointment-dto';
import { insertAppointmentEvent, updateAppointmentIfStatus } from './appointments.repository';
import { publishAppointmentChange } from './publish-change';
import { transition } from './state-machine';

/** A 409 that names the state the appointment is in, so the client can show why. */
export const wrongState = (status: string, action: string) =>
  new AppError(409, 'INVALID_STATE', `This appointment is ${status.replace('_', ' ')}: it cannot ${action}`);

/** `POST /appointments/{id}/cancel`: frees the doctor's time; the history keeps who and why. */
export async function cancelAppointment({
  db,
  principal,
  id,
  reason,
  hub,
}: {
  db: Db;
  principal: Principal;
  id: string;
  reason: string;
  hub?: RealtimeHub;
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
    await insertAppointmentEvent(tx, {
      appointmentId: id,
      action: 'cancel',
      fromStatus: current.status,
      toStatus: next.to,
      ...actorsOf(principal),
      details: { reason },
    });
    return updated;
  });
  await publishAppointmentChange(hub, row, 'cancel');
  return toAppointmentDto(row);
}
