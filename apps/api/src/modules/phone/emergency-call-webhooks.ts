import { CALL_STATUSES, type TCallStatus } from '@curo/core/phone';
import type { Db } from '../../db/client';
import { lineSettings, routeAt } from './emergency-line-settings';
import { hangupTwiml, legTwiml, noAnswerTwiml, type VoiceUrls } from './emergency-line-twiml';
import {
  advanceCallStatus,
  findCallBySid,
  insertOrFindCall,
  markAnswered,
  markVoicemail,
  setRecording,
} from './phone.repository';

/**
 * How far along a call is: a callback only ever moves a call forward (decision 0063), so a late
 * "ringing" after "completed", or the same status replayed, changes nothing. Every ending shares
 * the top rank: the first ending Twilio reports is the one kept.
 */
const STATUS_RANK: Record<TCallStatus, number> = {
  queued: 0,
  ringing: 1,
  'in-progress': 2,
  completed: 3,
  busy: 3,
  failed: 3,
  'no-answer': 3,
  canceled: 3,
};

export const isCallStatus = (s: string): s is TCallStatus => (CALL_STATUSES as readonly string[]).includes(s);

/** Dial outcomes that mean the leg took the call; anything else moves to the next leg. */
const ANSWERED = new Set(['completed', 'answered']);

/**
 * Twilio's voice webhook for the public number: a call comes in. The call is stored once under its
 * CallSid with the route fixed at `now` (a replay finds it and answers the same TwiML), and the
 * first leg is dialled; with nobody to ring, the caller hears the no-answer message and voicemail.
 */
export async function answerEmergencyCall({
  db,
  callSid,
  from,
  to,
  status,
  urls,
  now = new Date(),
}: {
  db: Db;
  callSid: string;
  from: string | null;
  to: string | null;
  status: TCallStatus;
  urls: VoiceUrls;
  now?: Date;
}): Promise<string> {
  const settings = await lineSettings(db);
  const legs = await routeAt(db, now, settings.fallbackNumber);
  const { call } = await insertOrFindCall(db, {
    callSid,
    fromNumber: from,
    toNumber: to,
    status,
    statusRank: STATUS_RANK[status],
    legs,
    startedAt: now,
  });
  if (call.legs.length === 0) await markVoicemail(db, callSid);
  return legTwiml(call.legs, 0, settings, urls);
}

/**
 * The `<Dial action>` of leg `leg`: Twilio reports how that leg went. Answered, the call is the
 * leg's (its doctor's, or the fallback's) and Curo hangs up when the leg does; declined, busy, not
 * answered or failed, the next leg rings; past the last, voicemail.
 */
export async function continueEmergencyCall({
  db,
  callSid,
  leg,
  dialCallStatus,
  urls,
}: {
  db: Db;
  callSid: string;
  leg: number;
  dialCallStatus: string;
  urls: VoiceUrls;
}): Promise<string> {
  const settings = await lineSettings(db);
  const call = await findCallBySid(db, callSid);
  if (!call) return noAnswerTwiml(settings, urls);
  if (ANSWERED.has(dialCallStatus)) {
    await markAnswered(db, callSid, leg, call.legs[leg]?.doctorId ?? null);
    return hangupTwiml();
  }
  if (leg + 1 >= call.legs.length) await markVoicemail(db, callSid);
  return legTwiml(call.legs, leg + 1, settings, urls);
}

/** Twilio's status callback: moves the call forward only (see STATUS_RANK); an ending records its length. */
export async function recordEmergencyCallStatus({
  db,
  callSid,
  status,
  durationSeconds,
  now = new Date(),
}: {
  db: Db;
  callSid: string;
  status: TCallStatus;
  durationSeconds: number | null;
  now?: Date;
}): Promise<'updated' | 'unchanged'> {
  const ending = STATUS_RANK[status] === 3;
  const row = await advanceCallStatus(db, callSid, {
    status,
    statusRank: STATUS_RANK[status],
    ...(ending ? { endedAt: now, durationSeconds } : {}),
  });
  return row ? 'updated' : 'unchanged';
}

/** Twilio's recording callback for a voicemail: the recording is noted once it is complete. */
export async function recordEmergencyVoicemail({
  db,
  callSid,
  recordingSid,
  recordingStatus,
  durationSeconds,
}: {
  db: Db;
  callSid: string;
  recordingSid: string;
  recordingStatus: string;
  durationSeconds: number | null;
}): Promise<'stored' | 'ignored'> {
  if (recordingStatus !== 'completed') return 'ignored';
  const row = await setRecording(db, callSid, { recordingSid, recordingDurationSeconds: durationSeconds });
  return row ? 'stored' : 'ignored';
}
