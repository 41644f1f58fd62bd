import { normaliseAuPhone } from '@curo/core/scheduling-requests';
import type { Executor } from '../../db/client';
import { patientsByPhone } from './phone.repository';

/** The ways a caller's number may be written on a patient's account: E.164 and national. */
function spellings(number: string | null): string[] {
  if (!number) return [];
  const e164 = normaliseAuPhone(number) ?? number;
  return e164.startsWith('+61') ? [e164, `0${e164.slice(3)}`] : [e164];
}

export interface CallerPatient {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Looks up the callers' numbers at once and answers who each number is: the patient when it is on
 * exactly one patient's account, else null (two would be a guess; decision 0063).
 */
export async function callerPatients(
  db: Executor,
  callerNumbers: (string | null)[],
): Promise<(number: string | null) => CallerPatient | null> {
  const numbers = [...new Set(callerNumbers.flatMap(spellings))];
  const patients = await patientsByPhone(db, numbers);
  return (number) => {
    const wanted = new Set(spellings(number));
    const matches = patients.filter((p) => wanted.has(p.phone));
    const ids = new Set(matches.map((p) => p.id));
    const [match] = matches;
    return ids.size === 1 && match
      ? { id: match.id, firstName: match.firstName, lastName: match.lastName }
      : null;
  };
}
