import { ErrorCode } from '@curo/core/errors';
import {
  CALL_STATUSES,
  callWords,
  type TCallStatus,
  type TConsultCall,
  type TConsultCallOutcomeInput,
} from '@curo/core/phone';
import { normaliseAuPhone } from '@curo/core/scheduling-requests';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import type { TwilioSettings } from '../../platform/mail/mail-transport';
import { placeTwilioCall, VoiceResponse } from '../../platform/phone/twilio-voice';
import { appointmentFor, recordHistoryLine } from '../scheduling';
import {
  advanceConsultCall,
  type ConsultCallRow,
  consultCallsOf,
  consultCallWithPatientPhone,
  deleteConsultCall,
  findConsultCall,
  insertConsultCall,
  markConsultCallOutcome,
  phoneOfUser,
  setConsultCallSid,
} from './phone.repository';

/** How long Twilio rings the doctor's phone before giving up. */
const DOCTOR_RING_SECONDS = 30;
const RANK: Record<TCallStatus, number> = {
  queued: 0,
  ringing: 1,
  'in-progress': 2,
  completed: 3,
  busy: 3,
  failed: 3,
  'no-answer': 3,
  canceled: 3,
};

/** Where Twilio asks about a placed callback call: under the public URL, so signed. */
export interface BridgeUrls {
  connect(callId: string): string;
  status(callId: string): string;
}

const toDto = (row: ConsultCallRow): TConsultCall => ({
  id: row.id,
  source: row.source,
  status: row.status,
  startedAt: row.startedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  durationSeconds: row.durationSeconds,
  outcome: row.outcome,
  createdAt: row.createdAt.toISOString(),
});

/** The consult, for its own doctor only: anyone else in it is refused, anyone outside gets 404. */
async function ownCallback(db: Db, principal: Principal, appointmentId: string) {
  const consult = await appointmentFor(db, principal, appointmentId);
  if (consult.doctorId !== principal.userId)
    throw new AppError(ErrorCode.FORBIDDEN, callWords.notYourConsult);
  if (consult.type !== 'callback') throw new AppError(ErrorCode.INVALID_STATE, callWords.notCallback);
  return consult;
}

/**
 * `POST /appointments/{id}/callPatient` (decision 0064): Twilio rings the doctor's phone from the
 * clinic's number; when the doctor answers, `connect` dials the patient with the clinic's number as
 * caller id, so neither sees the other's number. Without Twilio (or with a Messaging Service SID,
 * which cannot place calls) the answer is 409 `CALLING_NOT_CONFIGURED`.
 */
export async function callPatient({
  db,
  principal,
  appointmentId,
  twilio,
  urls,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  twilio: TwilioSettings | null;
  urls: BridgeUrls;
}): Promise<TConsultCall> {
  const consult = await ownCallback(db, principal, appointmentId);
  if (!twilio || twilio.from.startsWith('MG')) throw new AppError(ErrorCode.CALLING_NOT_CONFIGURED);
  const patientPhone = (consult.details as { phone?: unknown }).phone;
  if (typeof patientPhone !== 'string' || !patientPhone)
    throw new AppError(ErrorCode.INVALID_STATE, callWords.noPatientPhone);
  const stored = await phoneOfUser(db, principal.userId);
  const doctorPhone = stored ? normaliseAuPhone(stored) : null;
  if (!doctorPhone) throw new AppError(ErrorCode.INVALID_STATE, callWords.noDoctorPhone);

  const row = await insertConsultCall(db, {
    appointmentId,
    doctorId: principal.userId,
    source: 'twilio',
    status: 'queued',
    statusRank: RANK.queued,
  });
  try {
    const { callSid } = await placeTwilioCall(twilio, {
      to: doctorPhone,
      from: twilio.from,
      twimlUrl: urls.connect(row.id),
      statusCallbackUrl: urls.status(row.id),
      timeoutSeconds: DOCTOR_RING_SECONDS,
    });
    await setConsultCallSid(db, row.id, callSid);
  } catch {
    await deleteConsultCall(db, row.id);
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, callWords.twilioRefused);
  }
  await recordHistoryLine(db, {
    appointmentId,
    action: 'callPatient',
    actorId: principal.actorId ?? principal.userId,
    actingAsId: principal.actorId ? principal.userId : null,
    details: { callId: row.id },
  });
  return toDto(row);
}

/** The doctor answered: connect the patient, showing the clinic's number. */
export async function connectPatientTwiml(db: Db, callId: string, clinicNumber: string): Promise<string> {
  const found = await consultCallWithPatientPhone(db, callId);
  const response = new VoiceResponse();
  if (!found?.patientPhone) {
    response.say({ language: 'en-AU' }, 'Sorry, this call cannot be connected.');
    response.hangup();
    return response.toString();
  }
  response.say({ language: 'en-AU' }, 'Connecting you to your patient.');
  response.dial({ callerId: clinicNumber, timeout: 30 }).number(found.patientPhone);
  return response.toString();
}

/** Twilio's status callback for the doctor's leg: start when answered, end and length when over. */
export async function recordConsultCallStatus({
  db,
  callId,
  status,
  durationSeconds,
  now = new Date(),
}: {
  db: Db;
  callId: string;
  status: string;
  durationSeconds: number | null;
  now?: Date;
}): Promise<void> {
  if (!(CALL_STATUSES as readonly string[]).includes(status)) return;
  const s = status as TCallStatus;
  const row = await advanceConsultCall(db, callId, {
    status: s,
    statusRank: RANK[s],
    ...(s === 'in-progress' ? { startedAt: now } : {}),
    ...(RANK[s] === 3 ? { endedAt: now, durationSeconds } : {}),
  });
  if (row && RANK[s] === 3)
    await recordHistoryLine(db, {
      appointmentId: row.appointmentId,
      action: 'callEnded',
      actorId: null,
      actingAsId: null,
      details: { callId, status: s, durationSeconds },
    });
}

/**
 * `POST /appointments/{id}/callOutcome`: how the call went, marked by the consult's doctor — on a
 * placed call (`callId`), or for a call made by hand (a new row, `source` manual).
 */
export async function markCallOutcome({
  db,
  principal,
  appointmentId,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  input: TConsultCallOutcomeInput;
  now?: Date;
}): Promise<TConsultCall> {
  await ownCallback(db, principal, appointmentId);
  let row: ConsultCallRow | undefined;
  if (input.callId) {
    const placed = await findConsultCall(db, input.callId);
    if (!placed || placed.appointmentId !== appointmentId)
      throw new AppError(ErrorCode.NOT_FOUND, 'Call not found');
    row = await markConsultCallOutcome(db, placed.id, input.outcome);
  } else {
    const seconds = input.durationMinutes !== undefined ? input.durationMinutes * 60 : null;
    row = await insertConsultCall(db, {
      appointmentId,
      doctorId: principal.userId,
      source: 'manual',
      status: 'completed',
      statusRank: RANK.completed,
      startedAt: seconds !== null ? new Date(now.getTime() - seconds * 1000) : null,
      endedAt: now,
      durationSeconds: seconds,
      outcome: input.outcome,
    });
  }
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Call not found');
  await recordHistoryLine(db, {
    appointmentId,
    action: 'markCallOutcome',
    actorId: principal.actorId ?? principal.userId,
    actingAsId: principal.actorId ? principal.userId : null,
    details: { callId: row.id, outcome: input.outcome, source: row.source },
  });
  return toDto(row);
}

/** `GET /appointments/{id}/calls`: the consult's calls, newest first, for anyone in it. */
export async function listConsultCalls({
  db,
  principal,
  appointmentId,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
}): Promise<{ items: TConsultCall[] }> {
  await appointmentFor(db, principal, appointmentId);
  const rows = await consultCallsOf(db, appointmentId);
  return { items: rows.map(toDto) };
}
