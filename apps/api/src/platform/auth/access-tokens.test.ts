import { ACCESS_TOKEN_TTL_SECONDS } from '@curo/core/auth';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-of-enough-length-for-hs256-0123456789';
const claims = {
  userId: '00000000-0000-4000-8000-000000000001',
  role: 'patient' as const,
  sessionId: '00000000-0000-4000-8000-0000000000aa',
};
const signedAt = Date.UTC(2026, 5, 1, 3, 0, 0);
const expiresAt = signedAt + ACCESS_TOKEN_TTL_SECONDS * 1000;

describe('AccessTokens', () => {
  it('accepts a token until the second it expires, also once it has been verified before', async () => {
    const tokens = new AccessTokens(SECRET);
    const token = await tokens.sign(claims, signedAt);
    expect(await tokens.verify(token, signedAt)).toEqual(claims);
    expect(await tokens.verify(token, expiresAt - 1000)).toEqual(claims);
    expect(await tokens.verify(token, expiresAt)).toBe('expired');
    // A fresh verifier, which has never seen the token, agrees.
    expect(await new AccessTokens(SECRET).verify(token, expiresAt)).toBe('expired');
  });

  it('does not let a remembered token vouch for another string', async () => {
    const tokens = new AccessTokens(SECRET);
    const token = await tokens.sign(claims, signedAt);
    expect(await tokens.verify(token, signedAt)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged, signedAt)).toBe('invalid');
    const otherKey = await new AccessTokens(`${SECRET}-other`).sign(claims, signedAt);
    expect(await tokens.verify(otherKey, signedAt)).toBe('invalid');
  });

  it('keeps the admin behind a mask login in the claims it remembers', async () => {
    const tokens = new AccessTokens(SECRET);
    const masked = { ...claims, actorId: '00000000-0000-4000-8000-000000000009' };
    const token = await tokens.sign(masked, signedAt);
    expect(await tokens.verify(token, signedAt)).toEqual(masked);
    expect(await tokens.verify(token, signedAt + 1000)).toEqual(masked);
  });
});
