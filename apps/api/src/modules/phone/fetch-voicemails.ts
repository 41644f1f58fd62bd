import type { Db } from '../../db/client';
import type { TwilioSettings } from '../../platform/mail/mail-transport';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { countVoicemailFetchFailure, setVoicemailAudio, voicemailsToFetch } from './phone.repository';

/** A voicemail whose audio Twilio will not give after this many sweeps is left as "not available". */
export const MAX_VOICEMAIL_FETCHES = 10;
/** The largest voicemail taken: Twilio's `<Record maxLength>` is minutes, far below this. */
export const MAX_VOICEMAIL_BYTES = 20 * 1024 * 1024;
const BATCH = 20;
const TIMEOUT_MS = 30_000;

/** MP3 starts with an ID3 tag or an MPEG frame sync. */
const isMp3 = (b: Buffer) =>
  (b.length > 3 && b.subarray(0, 3).toString('latin1') === 'ID3') ||
  (b.length > 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);

/**
 * The voicemail sweep (decision 0063, update): for each call whose recording callback arrived but
 * whose audio is not stored, fetch `Recordings/{RecordingSid}.mp3` from Twilio's API (built from our
 * settings, never from the callback's RecordingUrl, so a callback cannot point Curo elsewhere), with
 * HTTP basic auth, and store it privately under `voicemails/`. A failure counts one attempt and the
 * next sweep tries again, up to MAX_VOICEMAIL_FETCHES. Twilio's copy is left alone.
 */
export async function fetchVoicemails({
  db,
  storage,
  twilio,
}: {
  db: Db;
  storage: FileStorage;
  twilio: TwilioSettings | null;
}): Promise<{ stored: number; failed: number }> {
  if (!twilio) return { stored: 0, failed: 0 };
  const due = await voicemailsToFetch(db, MAX_VOICEMAIL_FETCHES, BATCH);
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  let stored = 0;
  let failed = 0;
  for (const call of due) {
    if (!call.recordingSid) continue;
    const url = `${twilio.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Recordings/${encodeURIComponent(call.recordingSid)}.mp3`;
    try {
      const response = await fetch(url, {
        headers: { authorization },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Twilio answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0 || bytes.length > MAX_VOICEMAIL_BYTES || !isMp3(bytes))
        throw new Error('not an MP3 of an accepted size');
      const storageKey = newStorageKey('voicemails', 'mp3');
      await storage.put(storageKey, bytes);
      if (await setVoicemailAudio(db, call.id, { storageKey, sizeBytes: bytes.length })) stored++;
      else await storage.delete(storageKey).catch(() => {});
    } catch {
      await countVoicemailFetchFailure(db, call.id);
      failed++;
    }
  }
  return { stored, failed };
}
