import type { TAppointment } from '@curo/core/scheduling';
import type { AppointmentRow } from './appointments.repository';

/** An appointment's free-form details (a request's specialty, preferred times…), as an object. */
export const detailsOf = (row: AppointmentRow): Record<string, unknown> =>
  row.details && typeof row.details === 'object' ? (row.details as Record<string, unknown>) : {};

export const toAppointmentDto = (row: AppointmentRow): TAppointment => ({
  id: row.id,
  type: row.type,
  status: row.status,
  patientId: row.patientId,
  doctorId: row.doctorId,
  familyMemberId: row.familyMemberId,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  reason: row.reason,
  priceCents: row.priceCents,
  billing: row.billing,
  holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
  runningLateMinutes: row.runningLateMinutes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
