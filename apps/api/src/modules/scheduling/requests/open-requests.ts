import type { TOpenRequestList } from '@curo/core/scheduling-requests';
import type { Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { listAppointments } from '../appointments.repository';
import { findDoctorSchedulingProfile } from '../availability.repository';
import { consultSettingsOf } from '../manage-availability';
import { toRequestDto } from './request-common';

const OPEN_KINDS = ['request', 'callback', 'offline'] as const;

/**
 * `GET /appointments/openRequests`: requests, callbacks and offline consults that name no doctor
 * and wait for one, of the kinds the caller takes: to a specialty they list, or to no one in
 * particular. Oldest first, so nobody waits longest by accident.
 */
export async function listOpenRequests({
  db,
  principal,
  type,
  search,
  page,
  pageSize,
}: {
  db: Executor;
  principal: Principal;
  type?: (typeof OPEN_KINDS)[number];
  search?: string;
  page: number;
  pageSize: number;
}): Promise<TOpenRequestList> {
  const settings = consultSettingsOf(
    (await findDoctorSchedulingProfile(db, principal.userId))?.consultSettings,
  );
  const kinds = OPEN_KINDS.filter((k) => settings.kinds.includes(k) && (!type || type === k));
  if (kinds.length === 0) return { items: [], total: 0, page, pageSize };
  const { rows, total } = await listAppointments(
    db,
    { kind: 'openRequestsFor', doctorId: principal.userId, kinds },
    { scope: 'all', search, page, pageSize },
  );
  return {
    items: rows.map((r) => ({ ...toRequestDto(r.row), patientName: r.patientName })),
    total,
    page,
    pageSize,
  };
}
