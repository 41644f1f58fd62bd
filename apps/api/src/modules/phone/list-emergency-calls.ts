import type {
  TCallOutcome,
  TEmergencyCall,
  TEmergencyCallPage,
  TEmergencyCallsQuery,
} from '@curo/core/phone';
import { normaliseAuPhone } from '@curo/core/scheduling-requests';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { callLogScope } from './phone.policy';
import { type CallWithDoctor, listCalls, patientsByPhone } from './phone.repository';

function outcomeOf(call: CallWithDoctor): TCallOutcome {
  if (call.answeredLeg !== null) return 'answered';
  if (call.recordingSid || call.reachedVoicemail) return 'voicemail';
  return call.statusRank >= 3 ? 'missed' : 'inProgress';
}

/** The ways a caller's number may be written on a patient's account: E.164 and national. */
function spellings(number: string | null): string[] {
  if (!number) return [];
  const e164 = normaliseAuPhone(number) ?? number;
  return e164.startsWith('+61') ? [e164, `0${e164.slice(3)}`] : [e164];
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
  const numbers = [...new Set(rows.flatMap((r) => spellings(r.fromNumber)))];
  const patients = await patientsByPhone(db, numbers);
  const patientFor = (number: string | null) => {
    const wanted = new Set(spellings(number));
    const matches = patients.filter((p) => wanted.has(p.phone));
    const ids = new Set(matches.map((p) => p.id));
    const [match] = matches;
    return ids.size === 1 && match
      ? { id: match.id, firstName: match.firstName, lastName: match.lastName }
      : null;
  };
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
      ? { durationSeconds: call.recordingDurationSeconds, available: false }
      : null,
    patient: patientFor(call.fromNumber),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total };
}
