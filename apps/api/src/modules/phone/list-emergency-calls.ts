import type {
  TCallOutcome,
  TEmergencyCall,
  TEmergencyCallPage,
  TEmergencyCallsQuery,
} from '@curo/core/phone';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { callerPatients } from './caller-patient';
import { callLogScope } from './phone.policy';
import { type CallWithDoctor, listCalls } from './phone.repository';
import { voicemailPath } from './play-voicemail';

function outcomeOf(call: CallWithDoctor): TCallOutcome {
  if (call.answeredLeg !== null) return 'answered';
  if (call.recordingSid || call.reachedVoicemail) return 'voicemail';
  return call.statusRank >= 3 ? 'missed' : 'inProgress';
}

/**
 * `GET /twilioCalls/fetchEmergencyCalls` (decision 0063): one page of emergency calls, newest first;
 * every call for an admin, the calls they answered for a doctor. A call names its patient when the
 * caller's number is on exactly one patient's account (two would be a guess).
 */
export async function listEmergencyCalls({
  db,
  principal,
  query,
}: {
  db: Executor;
  principal: Principal;
  query: { page: number; pageSize: number } & TEmergencyCallsQuery;
}): Promise<TEmergencyCallPage> {
  const scope = callLogScope(principal);
  const { rows, total } = await listCalls(db, {
    ...scope,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const patientFor = await callerPatients(
    db,
    rows.map((r) => r.fromNumber),
  );
  const items: TEmergencyCall[] = rows.map((call) => ({
    id: call.id,
    callerNumber: call.fromNumber,
    startedAt: call.startedAt.toISOString(),
    endedAt: call.endedAt?.toISOString() ?? null,
    durationSeconds: call.durationSeconds,
    status: call.status,
    outcome: outcomeOf(call),
    answeredBy:
      call.answeredBy && call.doctorFirstName !== null
        ? { id: call.answeredBy, firstName: call.doctorFirstName, lastName: call.doctorLastName ?? '' }
        : null,
    answeredByFallback: call.answeredLeg !== null && call.answeredBy === null,
    voicemail: call.recordingSid
      ? {
          durationSeconds: call.recordingDurationSeconds,
          available: call.voicemailStorageKey !== null,
          downloadPath: call.voicemailStorageKey ? voicemailPath(call.id) : null,
        }
      : null,
    patient: patientFor(call.fromNumber),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total };
}
