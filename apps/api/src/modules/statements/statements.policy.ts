import { ErrorCode } from '@curo/core/errors';
import { statementMessages } from '@curo/core/statements';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';

/**
 * Who sees a doctor's money (issue 13): the doctor their own, admins anyone's. A doctor who asks
 * for another doctor's statement, or for a consult of someone else's, learns nothing: 404, as if
 * there were none. Patients, nurses and company admins are refused by the routes' roles.
 */

/** Whose statement the caller gets: a doctor's own (naming no one, or themselves); an admin names one. */
export function statementDoctorId(principal: Principal, named: string | undefined): string {
  if (principal.role === 'admin') {
    if (!named) throw new AppError(ErrorCode.VALIDATION_ERROR, statementMessages.chooseDoctor);
    return named;
  }
  if (named && named !== principal.userId) throw notFound(statementMessages.notFound);
  return principal.userId;
}

/** Whether the caller sees a consult's money: its doctor, or an admin. */
export function maySeeConsultMoney(principal: Principal, consult: { doctorId: string | null }): boolean {
  return principal.role === 'admin' || (consult.doctorId !== null && consult.doctorId === principal.userId);
}
