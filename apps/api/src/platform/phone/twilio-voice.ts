// The two parts of the `twilio` package Curo uses, not its index, which loads the whole REST client
// (about 0.3 s of every start, for what the server never calls; decision 0067).
import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { TwilioSettings } from '../mail/mail-transport';

/** TwiML's voice document builder, from the `twilio` package (decision 0063). */
export { VoiceResponse };
export type TVoiceResponse = InstanceType<typeof VoiceResponse>;

/**
 * Whether a webhook came from Twilio: `X-Twilio-Signature` is an HMAC-SHA1 with the auth token of
 * the exact URL Twilio was given (our public URL, query string and all) and the POSTed form fields.
 * The `twilio` package computes and compares it; we never log the token or the signature.
 */
export function isSignedByTwilio({
  authToken,
  signature,
  url,
  params,
}: {
  authToken: string;
  signature: string | undefined;
  url: string;
  params: Record<string, string>;
}): boolean {
  if (!signature) return false;
  try {
    return validateRequest(authToken, signature, url, params);
  } catch {
    return false;
  }
}

/**
 * Places an outbound call through Twilio's REST API (`Calls.json`): Twilio rings `to` from `from`
 * and, when it answers, asks `twimlUrl` what to do. `apiUrl` is https://api.twilio.com, or a test's
 * stand-in. Answers Twilio's CallSid; a refusal throws with Twilio's own message.
 */
export async function placeTwilioCall(
  settings: TwilioSettings,
  {
    to,
    from,
    twimlUrl,
    statusCallbackUrl,
    timeoutSeconds,
  }: { to: string; from: string; twimlUrl: string; statusCallbackUrl: string; timeoutSeconds: number },
): Promise<{ callSid: string }> {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Calls.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const form = new URLSearchParams({
    To: to,
    From: from,
    Url: twimlUrl,
    Method: 'POST',
    StatusCallback: statusCallbackUrl,
    StatusCallbackMethod: 'POST',
    Timeout: String(timeoutSeconds),
  });
  for (const event of ['initiated', 'ringing', 'answered', 'completed'])
    form.append('StatusCallbackEvent', event);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
  if (!response.ok || !body.sid)
    throw new Error(
      `Twilio refused the call (${response.status}${body.code ? `, ${body.code}` : ''}): ${body.message ?? response.statusText}`,
    );
  return { callSid: body.sid };
}
