import { VOICEMAIL_MAX_SECONDS } from '@curo/core/phone';
import { VoiceResponse } from '../../platform/phone/twilio-voice';
import type { CallLeg } from './phone.repository';

/** Where Twilio asks next about a call: every URL is under the public URL, so it is signed. */
export interface VoiceUrls {
  /** The `<Dial action>` for leg `leg`: Twilio posts the leg's outcome there. */
  dialResult(leg: number): string;
  /** Twilio posts the finished voicemail recording here. */
  recording: string;
  /** Where a caller goes after leaving a voicemail: goodbye. */
  voicemailDone: string;
}

export interface LineSettings {
  ringSeconds: number;
  noAnswerMessage: string;
  voicemail: boolean;
}

const SAY = { language: 'en-AU' } as const;

/**
 * The TwiML for leg `leg` of a call routed along `legs` (decision 0063): dial that leg's number
 * for the ring time, with the leg's outcome posted to `dialResult(leg)`; past the last leg, the
 * no-answer message and then voicemail (or goodbye when voicemail is off). A pure function of its
 * inputs, so a replayed webhook gets the same answer.
 */
export function legTwiml(legs: CallLeg[], leg: number, settings: LineSettings, urls: VoiceUrls): string {
  const target = legs[leg];
  if (!target) return noAnswerTwiml(settings, urls);
  const response = new VoiceResponse();
  const dial = response.dial({
    timeout: settings.ringSeconds,
    action: urls.dialResult(leg),
    method: 'POST',
    answerOnBridge: true,
  });
  dial.number(target.number);
  return response.toString();
}

/** Nobody answered (or nobody was there to ring): the message, then voicemail if it is on. */
export function noAnswerTwiml(settings: LineSettings, urls: VoiceUrls): string {
  const response = new VoiceResponse();
  response.say(SAY, settings.noAnswerMessage);
  if (settings.voicemail) {
    response.record({
      maxLength: VOICEMAIL_MAX_SECONDS,
      playBeep: true,
      action: urls.voicemailDone,
      method: 'POST',
      recordingStatusCallback: urls.recording,
      recordingStatusCallbackMethod: 'POST',
    });
  }
  response.hangup();
  return response.toString();
}

/** The end of a call Curo has nothing more to say to: a leg answered and hung up, or a voicemail left. */
export function hangupTwiml(message?: string): string {
  const response = new VoiceResponse();
  if (message) response.say(SAY, message);
  response.hangup();
  return response.toString();
}

/** An acknowledgement for a callback Twilio expects no instructions from. */
export const emptyTwiml = (): string => new VoiceResponse().toString();
