import { createHmac } from 'node:crypto';
import { type TIceServer, TURN_CREDENTIAL_SECONDS } from '@curo/core/room';
import type { IceSettings } from '../../config';

/**
 * A TURN credential as the TURN REST API draft specifies and coturn's `use-auth-secret` checks:
 * the username is `<unix expiry>:<user id>`, the password base64(HMAC-SHA1(secret, username)).
 * The TURN server recomputes it from the secret it shares with us, and refuses it after the expiry.
 */
export function turnCredential(
  secret: string,
  userId: string,
  expiresAtSeconds: number,
): { username: string; credential: string } {
  const username = `${expiresAtSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * The ICE servers one person's browser uses in a call: STUN as configured, and TURN with a
 * credential of their own that works for an hour. None when nothing is configured: browsers then
 * connect directly, which works on one network (and in tests) without calling anyone outside.
 */
export function iceServersFor(settings: IceSettings, userId: string, now: Date): TIceServer[] {
  const servers: TIceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length > 0 && settings.turnSecret) {
    const expires = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
    servers.push({ urls: settings.turnUrls, ...turnCredential(settings.turnSecret, userId, expires) });
  }
  return servers;
}
