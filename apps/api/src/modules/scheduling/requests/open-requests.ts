import type { TOpenRequestList } from '@curo/core/scheduling-requests';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { listAppointmentsWhere } from '../appointments.repository';
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
  const who = sql`a.doctor_id is null and a.status = 'requested'
    and a.type in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})
    and (a.details->>'specialty' is null or exists (
      select 1 from doctor_profiles dp, unnest(dp.specialties) s
      where dp.user_id = ${principal.userId} and lower(s) = lower(a.details->>'specialty')))`;
  const { rows, total } = await listAppointmentsWhere(db, who, { scope: 'all', search, page, pageSize });
  return {
    items: rows.map((r) => ({ ...toRequestDto(r.row), patientName: r.patientName })),
    total,
    page,
    pageSize,
  };
}
