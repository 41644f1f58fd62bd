import { DEFAULT_NO_ANSWER_MESSAGE, RING_SECONDS_DEFAULT } from '@curo/core/phone';
import { normaliseAuPhone } from '@curo/core/scheduling-requests';
import type { Executor } from '../../db/client';
import { type CallLeg, emergencyDoctorsOnShift, findSettings } from './phone.repository';

/** The line's settings as stored, or the defaults before an admin has saved any. */
export async function lineSettings(db: Executor) {
  const row = await findSettings(db);
  return {
    publicNumber: row?.publicNumber ?? null,
    fallbackNumber: row?.fallbackNumber ?? null,
    ringSeconds: row?.ringSeconds ?? RING_SECONDS_DEFAULT,
    noAnswerMessage: row?.noAnswerMessage ?? DEFAULT_NO_ANSWER_MESSAGE,
    voicemail: row?.voicemail ?? true,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Who the line rings at `at`, in order (decision 0063): each doctor on emergency shift who has a
 * phone number, then the fallback number. A doctor on shift without a phone is skipped (the
 * settings screen says so); a number listed twice is rung once.
 */
export async function routeAt(db: Executor, at: Date, fallbackNumber: string | null): Promise<CallLeg[]> {
  const doctors = await emergencyDoctorsOnShift(db, at);
  const legs: CallLeg[] = [];
  const seen = new Set<string>();
  for (const doctor of doctors) {
    const number = doctor.phone
      ? (normaliseAuPhone(doctor.phone) ?? doctor.phone.replace(/[\s()-]/g, ''))
      : null;
    if (!number || seen.has(number)) continue;
    seen.add(number);
    legs.push({ doctorId: doctor.doctorId, number });
  }
  if (fallbackNumber && !seen.has(fallbackNumber)) legs.push({ doctorId: null, number: fallbackNumber });
  return legs;
}
