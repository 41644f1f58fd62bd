import { documentWords } from '@curo/core/documents';
import { ErrorCode } from '@curo/core/errors';
import type { TAppointmentStatus } from '@curo/core/scheduling';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';

/**
 * Who may do what with clinical documents (decision 0039):
 *
 * - Only the consult's own doctor issues (and previews) a document, and only once the consult has
 *   started: in progress, ended or completed. For anyone else the consult is not there (404); the
 *   route itself is for doctors only (403 for other roles).
 * - A consult's documents are listed for its doctor, its patient (the account holder) and admins.
 * - One document is read by its patient, the doctor who issued it and admins; anyone else 404.
 *   A read by anyone but the patient is a read of their record, and audited.
 * - A document is sent by email by the doctor who issued it or by its patient.
 */

export const ISSUING_STATUSES: readonly TAppointmentStatus[] = ['in_progress', 'ended', 'completed'];
const CONSULT_NOT_FOUND = 'Appointment not found';

interface ConsultPeople {
  patientId: string;
  doctorId: string | null;
  status: TAppointmentStatus;
}

/** The consult's own doctor, once it has started; 404 for another doctor, 409 before it starts. */
export function assertMayIssue(principal: Principal, consult: ConsultPeople): void {
  if (consult.doctorId === null || consult.doctorId !== principal.userId) throw notFound(CONSULT_NOT_FOUND);
  if (!ISSUING_STATUSES.includes(consult.status))
    throw new AppError(ErrorCode.INVALID_STATE, documentWords.consultNotStarted);
}

/** The consult's doctor, its patient and admins see its documents; anyone else 404. */
export function assertMaySeeConsultDocuments(principal: Principal, consult: ConsultPeople): void {
  const allowed =
    principal.role === 'admin' ||
    principal.userId === consult.patientId ||
    (consult.doctorId !== null && principal.userId === consult.doctorId);
  if (!allowed) throw notFound(CONSULT_NOT_FOUND);
}

/** One document: its patient, the doctor who issued it, admins. */
export function assertMaySeeDocument(
  principal: Principal,
  document: { patientId: string; doctorId: string },
) {
  const allowed =
    principal.role === 'admin' ||
    principal.userId === document.patientId ||
    principal.userId === document.doctorId;
  if (!allowed) throw notFound(documentWords.notFound);
}

/** Staff reading a patient's document read their record: audited. */
export const auditsDocumentRead = (principal: Principal, document: { patientId: string }) =>
  principal.userId !== document.patientId;

/** The doctor who issued it, or its patient, sends it; anyone else 404. */
export function assertMaySend(principal: Principal, document: { patientId: string; doctorId: string }) {
  if (principal.userId !== document.patientId && principal.userId !== document.doctorId)
    throw notFound(documentWords.notFound);
}
