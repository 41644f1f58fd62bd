import type { TAdminView, TStaffListQuery } from '@curo/core/scheduling-staff';
import type { Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { notFound } from '../../../platform/errors';
import { sydneyMidnight, sydneyToday } from '../../../platform/sydney-dates';
import { findUserById } from '../../users';
import { canViewUser } from '../../users/users.policy';
import { seesAppointmentsOf } from '../appointments.policy';
import { type ListFilter, type ListScope, listAppointments } from '../appointments.repository';
import { toAppointmentList } from '../list-appointments';

const toList = (listed: Parameters<typeof toAppointmentList>[0], query: TStaffListQuery, redact = false) =>
  toAppointmentList(listed, query.page, query.pageSize, redact);

/** The query's filters for the repository; `today` is the Sydney day (the clinic's working day). */
export function filterOf(query: TStaffListQuery, scope: ListScope = 'all'): ListFilter {
  return {
    scope,
    search: query.search || undefined,
    page: query.page,
    pageSize: query.pageSize,
    type: query.type,
    status: query.status,
    doctorId: query.doctorId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

/** What `admin/{view}` adds to the query: a time scope, today, or one state. */
export function adminViewFilter(view: TAdminView, query: TStaffListQuery): ListFilter {
  if (view === 'all' || view === 'upcoming' || view === 'past') return filterOf(query, view);
  if (view === 'today') {
    const startUtc = sydneyMidnight(sydneyToday());
    return {
      ...filterOf(query),
      from: startUtc,
      to: new Date(startUtc.getTime() + 24 * 3_600_000),
    };
  }
  return { ...filterOf(query), status: view };
}

/** `GET /appointments/admin/{view}`: every appointment, filtered. */
export async function listForAdmin(db: Executor, view: TAdminView, query: TStaffListQuery) {
  return toList(await listAppointments(db, { kind: 'everyone' }, adminViewFilter(view, query)), query);
}

/** `GET /appointments/nurse/{id}`: the consults a nurse booked or takes part in. */
export async function listForNurse(
  db: Executor,
  principal: Principal,
  nurseId: string,
  query: TStaffListQuery,
) {
  if (!seesAppointmentsOf(principal, nurseId)) throw notFound('Nurse not found');
  const nurse = await findUserById(db, nurseId);
  if (nurse?.role !== 'nurse') throw notFound('Nurse not found');
  return toList(
    await listAppointments(db, { kind: 'bookedOrJoinedBy', userId: nurseId }, filterOf(query)),
    query,
  );
}

/**
 * `GET /appointments/companyAdmin/{id}`: the consults of the company's people. An employer sees
 * that a consult happened, when and with whom, never why: the reason is left out.
 */
export async function listForCompanyAdmin(
  db: Executor,
  principal: Principal,
  companyAdminId: string,
  query: TStaffListQuery,
) {
  if (!seesAppointmentsOf(principal, companyAdminId)) throw notFound('Company admin not found');
  const admin = await findUserById(db, companyAdminId);
  if (admin?.role !== 'companyAdmin' || !admin.companyId) throw notFound('Company admin not found');
  // The reason is not searchable either: a search must not reveal what it hides.
  const listed = await listAppointments(
    db,
    { kind: 'companyPatients', companyId: admin.companyId },
    { ...filterOf(query), searchNamesOnly: true },
  );
  return toList(listed, query, true);
}

/**
 * `GET /appointments/consultHistory/{patientId}`: a patient's consults, for whoever may see the
 * patient's record (users.policy.ts: the patient, admins, a doctor with a consult with them or
 * who broke the glass).
 */
export async function consultHistory(
  db: Executor,
  principal: Principal,
  patientId: string,
  query: TStaffListQuery,
) {
  const patient = await findUserById(db, patientId);
  if (patient?.role !== 'patient' || !(await canViewUser(db, principal, patient)))
    throw notFound('Patient not found');
  return toList(
    await listAppointments(
      db,
      { kind: 'patient', patientId },
      {
        ...filterOf(query),
        newestFirst: true,
      },
    ),
    query,
  );
}
