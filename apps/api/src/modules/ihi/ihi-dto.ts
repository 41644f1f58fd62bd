import { ihiMessages, type TPatientIhi } from '@curo/core/ihi';
import { doctorDisplayName } from '@curo/core/users';
import type { ihiOf } from './ihi.repository';

const DOCTORS: readonly string[] = ['doctor', 'instantDoctor'];

/**
 * The patient's IHI as the API answers it: always unverified, always saying so. Who submitted it is
 * known only while the profile still holds the number that was submitted (the patient may have
 * changed it on their profile since).
 */
export function toIhiDto(
  patientId: string,
  { ihi, submission }: Awaited<ReturnType<typeof ihiOf>>,
): TPatientIhi {
  const current = ihi && submission?.ihi === ihi ? submission : null;
  return {
    patientId,
    ihi,
    status: ihi ? 'unverified' : null,
    submittedBy:
      current?.submittedBy && current.firstName && current.lastName
        ? {
            userId: current.submittedBy,
            name: DOCTORS.includes(current.role ?? '')
              ? doctorDisplayName({ firstName: current.firstName, lastName: current.lastName })
              : `${current.firstName} ${current.lastName}`,
          }
        : null,
    submittedAt: current?.submittedAt.toISOString() ?? null,
    notice: ihiMessages.notVerified,
  };
}
