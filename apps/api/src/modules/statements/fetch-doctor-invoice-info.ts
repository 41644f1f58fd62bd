import { statementMessages, type TDoctorInvoiceInfo } from '@curo/core/statements';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { doctorNameOf, moneyOf, patientNameOf } from './consult-money';
import { maySeeConsultMoney } from './statements.policy';
import { findConsultMoney } from './statements.repository';

/**
 * `GET /appointments/{id}/fetchDoctorInvoiceInfo`: one consult's money for its doctor (or an
 * admin): fee, discount, amount collected, refunds, the platform's commission on the net, and what
 * the doctor is owed, with the billing kind and MBS item. Anyone else: 404.
 */
export async function fetchDoctorInvoiceInfo({
  db,
  principal,
  appointmentId,
  commissionPercent,
}: {
  db: Executor;
  principal: Principal;
  appointmentId: string;
  commissionPercent: number;
}): Promise<TDoctorInvoiceInfo> {
  const row = await findConsultMoney(db, appointmentId);
  if (!row?.doctorId || !maySeeConsultMoney(principal, row))
    throw notFound(statementMessages.appointmentNotFound);
  return {
    appointmentId: row.appointmentId,
    doctorId: row.doctorId,
    doctorName: doctorNameOf(row),
    providerNumber: row.providerNumber ?? null,
    patientName: patientNameOf(row),
    type: row.type,
    status: row.status,
    dateOfService: row.dateOfService?.toISOString() ?? null,
    billing: row.billing,
    mbsItem: row.mbsItem,
    commissionPercent,
    paymentStatus: row.paymentStatus,
    ...moneyOf(row, commissionPercent),
  };
}
