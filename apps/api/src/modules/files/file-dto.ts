import type { TStoredFile } from '@curo/core/files';
import { doctorDisplayName } from '@curo/core/users';
import type { NamedFile } from './files.repository';

const CLINICIANS: readonly string[] = ['doctor', 'instantDoctor'];

/** A person as a file list names them: doctors once, by `doctorDisplayName`. */
export const uploaderName = (person: { firstName: string; lastName: string; role: string }) =>
  CLINICIANS.includes(person.role) ? doctorDisplayName(person) : `${person.firstName} ${person.lastName}`;

/** Where a stored file is downloaded. */
export const downloadPathOf = (kind: string, id: string) => `/api/v1/fileUploads/${kind}/${id}`;

/** A stored file as the API answers it: never where its bytes are kept. */
export function toFileDto({ file, uploader }: NamedFile): TStoredFile {
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    appointmentId: file.appointmentId,
    patientId: file.patientId,
    uploadedBy: { userId: file.ownerId, name: uploaderName(uploader) },
    createdAt: file.createdAt.toISOString(),
    expiresAt: file.expiresAt?.toISOString() ?? null,
    downloadPath: downloadPathOf(file.kind, file.id),
  };
}
