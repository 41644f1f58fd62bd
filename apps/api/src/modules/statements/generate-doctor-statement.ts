import {
  STATEMENT_TIME_ZONE,
  statementMessages,
  type TDoctorStatement,
  type TDoctorStatementRequest,
  totalOf,
} from '@curo/core/statements';
import { doctorDisplayName } from '@curo/core/users';
import { DateTime } from 'luxon';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { moneyOf, patientNameOf } from './consult-money';
import { statementDoctorId } from './statements.policy';
import { findStatementDoctor, listCompletedConsultMoney } from './statements.repository';

export interface StatementSettings {
  commissionPercent: number;
  business: { name: string; abn: string | null };
}

/** The first instant of a Sydney day, and the first of the day after another. */
export function periodInstants(from: string, to: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(from, { zone: STATEMENT_TIME_ZONE }).startOf('day');
  const end = DateTime.fromISO(to, { zone: STATEMENT_TIME_ZONE }).plus({ days: 1 }).startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

/**
 * `POST /appointments/generateDoctorInvoice`: a doctor's statement for a period of Sydney days
 * (first and last included): each completed consult with what Curo collected for it, less
 * refunds, the platform's commission and what the doctor is owed, and the totals. A doctor gets
 * their own (another doctor's: 404); an admin names the doctor.
 */
export async function generateDoctorStatement({
  db,
  principal,
  request,
  settings,
  now = new Date(),
}: {
  db: Executor;
  principal: Principal;
  request: TDoctorStatementRequest;
  settings: StatementSettings;
  now?: Date;
}): Promise<TDoctorStatement> {
  const doctorId = statementDoctorId(principal, request.doctorId);
  const doctor = await findStatementDoctor(db, doctorId);
  if (!doctor) throw notFound(statementMessages.notFound);
  const { start, end } = periodInstants(request.from, request.to);
  const rows = await listCompletedConsultMoney(db, { doctorId, from: start, to: end });
  const consults = rows.map((row) => ({
    appointmentId: row.appointmentId,
    // The period's rows all have a date of service: it is what they were chosen by.
    dateOfService: (row.dateOfService ?? start).toISOString(),
    patientName: patientNameOf(row),
    type: row.type,
    billing: row.billing,
    mbsItem: row.mbsItem,
    ...moneyOf(row, settings.commissionPercent),
  }));
  return {
    doctor: {
      id: doctor.id,
      name: doctorDisplayName(doctor),
      providerNumber: doctor.providerNumber ?? null,
    },
    from: request.from,
    to: request.to,
    timeZone: STATEMENT_TIME_ZONE,
    commissionPercent: settings.commissionPercent,
    business: settings.business,
    consults,
    totals: totalOf(consults),
    generatedAt: now.toISOString(),
  };
}
