import type { Db } from '../../db/client';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from './appointment-effects';
import { type AppointmentRow, expireLapsedHolds } from './appointments.repository';

/**
 * Lapsed holds become `expired`, each through the one place that records a change (history, no
 * email: the patient was still choosing), and everyone watching hears of it live.
 */
export async function expireHolds(
  db: Db,
  effects: AppointmentEffects,
  /** Only this doctor's (before booking with them); every doctor's when the sweeper runs. */
  doctorId?: string,
): Promise<number> {
  const expired = await db.transaction(async (tx) => {
    const rows: AppointmentRow[] = await expireLapsedHolds(tx, doctorId);
    for (const row of rows)
      await recordAppointmentChange(
        tx,
        { row, action: 'expireHold', fromStatus: 'held', principal: null },
        effects,
      );
    return rows;
  });
  for (const row of expired) await announceAppointmentChange(effects, row, 'expireHold');
  return expired.length;
}
