import { FAX_RESTORE_DAYS, type TReceivedFax } from '@curo/core/faxes';
import type { ReceivedFaxWithPatient } from './faxes.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A received fax as the admin screen and the patient's record show it. */
export function toReceivedFaxDto(row: ReceivedFaxWithPatient): TReceivedFax {
  return {
    id: row.id,
    fromNumber: row.fromNumber,
    toNumber: row.toNumber,
    receivedAt: row.receivedAt.toISOString(),
    pages: row.pages,
    sizeBytes: row.sizeBytes,
    source: row.source,
    folder: row.folder,
    status: row.deletedAt ? 'deleted' : row.patientId ? 'filed' : 'unfiled',
    read: row.readAt !== null,
    label: row.label,
    note: row.note,
    patient: row.patientId
      ? {
          id: row.patientId,
          name: `${row.patientFirstName ?? ''} ${row.patientLastName ?? ''}`.trim(),
          email: row.patientEmail,
        }
      : null,
    appointmentId: row.appointmentId,
    filedAt: row.filedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAfter: row.deletedAt
      ? new Date(row.deletedAt.getTime() + FAX_RESTORE_DAYS * DAY_MS).toISOString()
      : null,
  };
}
