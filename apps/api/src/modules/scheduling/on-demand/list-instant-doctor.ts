import type { TAppointmentList } from '@curo/core/scheduling';
import type { Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { notFound } from '../../../platform/errors';
import { findUserById } from '../../users';
import { seesAppointmentsOf } from '../appointments.policy';
import { listAppointments } from '../appointments.repository';
import { toAppointmentList } from '../list-appointments';

/**
 * `GET /appointments/instantDoctor/{id}?page&pageSize&search`: the consults an instant doctor has
 * taken, newest first (decision 0012's list shape). The doctor themself or an admin; anyone
 * else's answers 404.
 */
export async function listInstantDoctorAppointments({
  db,
  principal,
  doctorId,
  page,
  pageSize,
  search,
}: {
  db: Executor;
  principal: Principal;
  doctorId: string;
  page: number;
  pageSize: number;
  search?: string;
}): Promise<TAppointmentList> {
  if (!seesAppointmentsOf(principal, doctorId)) throw notFound('Instant doctor not found');
  const doctor = await findUserById(db, doctorId);
  if (doctor?.role !== 'instantDoctor') throw notFound('Instant doctor not found');
  const listed = await listAppointments(
    db,
    { kind: 'doctor', doctorId },
    {
      scope: 'all',
      search,
      page,
      pageSize,
      newestFirst: true,
    },
  );
  return toAppointmentList(listed, page, pageSize);
}
