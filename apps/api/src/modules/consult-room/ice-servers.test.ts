import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_SECONDS } from '@curo/core/room';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { iceServersFor, turnCredential } from './ice-servers';

const SECRET = 'coturn-shared-secret-for-tests';
const USER = '0193a0c4-5b6e-7d8f-9a0b-1c2d3e4f5a6b';
/** 2026-01-01T00:00:00Z, as Unix seconds. */
const NEW_YEAR = 1_767_225_600;

describe('TURN credentials (TURN REST API, coturn use-auth-secret)', () => {
  it('makes the username `<expiry>:<user id>` and the password base64(HMAC-SHA1(secret, username))', () => {
    const { username, credential } = turnCredential(SECRET, USER, NEW_YEAR);
    expect(username).toBe(`${NEW_YEAR}:${USER}`);
    // Computed with openssl: printf '%s' "$username" | openssl dgst -sha1 -hmac "$SECRET" -binary | base64
    expect(credential).toBe('A1jKvap9ieT14WKGboOSVmjk2+4=');
    // …and again with node:crypto, as coturn computes it from the secret it shares with us.
    expect(credential).toBe(createHmac('sha1', SECRET).update(username).digest('base64'));
  });

  it('gives STUN as configured and TURN with credentials that work for an hour from now', () => {
    const now = new Date('2026-01-01T00:00:00.400Z');
    const servers = iceServersFor(
      {
        stunUrls: ['stun:stun.clinic.example:3478'],
        turnUrls: ['turn:turn.clinic.example:3478?transport=udp', 'turns:turn.clinic.example:5349'],
        turnSecret: SECRET,
      },
      USER,
      now,
    );
    const expiry = NEW_YEAR + TURN_CREDENTIAL_SECONDS;
    expect(TURN_CREDENTIAL_SECONDS).toBe(3600);
    expect(servers).toEqual([
      { urls: ['stun:stun.clinic.example:3478'] },
      {
        urls: ['turn:turn.clinic.example:3478?transport=udp', 'turns:turn.clinic.example:5349'],
        username: `${expiry}:${USER}`,
        credential: createHmac('sha1', SECRET).update(`${expiry}:${USER}`).digest('base64'),
      },
    ]);
    expect(JSON.stringify(servers)).not.toContain(SECRET);
  });

  it('gives no ICE servers at all by default: nothing calls out', () => {
    expect(iceServersFor({ stunUrls: [], turnUrls: [], turnSecret: null }, USER, new Date())).toEqual([]);
  });

  it('reads STUN_URLS, TURN_URLS and TURN_SECRET, and refuses a TURN server without its secret', () => {
    expect(loadConfig({}).ice).toEqual({ stunUrls: [], turnUrls: [], turnSecret: null });
    expect(
      loadConfig({
        STUN_URLS: 'stun:a.example:3478, stuns:b.example:5349',
        TURN_URLS: 'turn:a.example:3478?transport=tcp,turns:a.example:5349',
        TURN_SECRET: SECRET,
      }).ice,
    ).toEqual({
      stunUrls: ['stun:a.example:3478', 'stuns:b.example:5349'],
      turnUrls: ['turn:a.example:3478?transport=tcp', 'turns:a.example:5349'],
      turnSecret: SECRET,
    });
    expect(() => loadConfig({ TURN_URLS: 'turn:a.example:3478' })).toThrow('TURN_URLS needs TURN_SECRET');
    expect(() => loadConfig({ TURN_SECRET: SECRET })).toThrow('TURN_SECRET needs TURN_URLS');
    expect(() => loadConfig({ STUN_URLS: 'https://stun.example' })).toThrow('STUN_URLS');
    expect(() => loadConfig({ TURN_URLS: 'stun:a.example', TURN_SECRET: SECRET })).toThrow('TURN_URLS');
  });
});
