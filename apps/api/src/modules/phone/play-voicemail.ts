import { ErrorCode } from '@curo/core/errors';
import { phoneWords } from '@curo/core/phone';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import { actorsOf, recordAuditEvent } from '../audit';
import { callerPatients } from './caller-patient';
import { callLogScope } from './phone.policy';
import { findCallById } from './phone.repository';

export const voicemailPath = (callId: string) => `/api/v1/twilioCalls/emergencyCalls/${callId}/voicemail`;

/**
 * `GET /twilioCalls/emergencyCalls/{id}/voicemail` (decision 0063, update): the voicemail's MP3 for
 * whoever may see the call in the log (an admin; a doctor only for a call they answered); anyone
 * else, and a call with no stored audio, 404. Every play is on the audit trail: as a view of the
 * patient's record when the caller's number is exactly one patient's, else as `phone.voicemail_played`.
 */
export async function playVoicemail({
  db,
  storage,
  principal,
  callId,
  client,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  callId: string;
  client: ClientContext;
}): Promise<{ bytes: Buffer; fileName: string }> {
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, phoneWords.voicemailNotFound);
  // Anyone outside the call log (patients, nurses…) is told the same as a stranger to the call.
  if (principal.role !== 'admin' && principal.role !== 'doctor') throw notFound();
  const scope = callLogScope(principal);
  const call = await findCallById(db, callId);
  if (!call?.voicemailStorageKey) throw notFound();
  if (scope.answeredBy !== undefined && call.answeredBy !== scope.answeredBy) throw notFound();
  const bytes = await storage.get(call.voicemailStorageKey);
  if (!bytes) throw notFound();
  const patient = (await callerPatients(db, [call.fromNumber]))(call.fromNumber);
  await recordAuditEvent({
    db,
    action: patient ? 'patient.record_viewed' : 'phone.voicemail_played',
    ...actorsOf(principal),
    subjectUserId: patient?.id ?? null,
    recordType: 'voicemail',
    recordId: call.id,
    context: client,
    details: { download: true },
  });
  return { bytes, fileName: `voicemail-${call.startedAt.toISOString().slice(0, 10)}.mp3` };
}
