import { ACCESS_TOKEN_TTL_SECONDS, type TRole, ZRole } from '@curo/core/auth';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: TRole;
  /** The session (refresh-token family) the token was issued in. */
  sessionId: string;
  /** Mask login: the admin really acting as `userId` (the RFC 8693 `act` claim). */
  actorId?: string;
}

const ISSUER = 'curo';
const AUDIENCE = 'curo-api';

/** How many verified tokens `verify` remembers (the oldest is forgotten first). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Short-lived JWTs (HS256, 15 minutes) that say who is calling and in which session. Every signed-in
 * request verifies one, and WebCrypto's HMAC is costly next to the rest of a small request, so a
 * token that verified is remembered, with its expiry, until it expires: the same string needs no
 * second check of its signature. (Whether its session may still act is asked afresh each time.)
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    const act = claims.actorId ? { act: { sub: claims.actorId } } : {};
    return new SignJWT({ role: claims.role, sid: claims.sessionId, ...act })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token; 'expired' or 'invalid' otherwise. */
  async verify(token: string, now = Date.now()): Promise<AccessClaims | 'expired' | 'invalid'> {
    const known = this.verified.get(token);
    if (known) {
      // As jose counts it: valid while the current second is before `exp`.
      if (Math.floor(now / 1000) < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      const role = ZRole.safeParse(payload.role);
      if (!payload.sub || typeof payload.sid !== 'string' || !role.success) return 'invalid';
      const act = payload.act as { sub?: unknown } | undefined;
      if (act !== undefined && typeof act?.sub !== 'string') return 'invalid';
      const claims: AccessClaims = {
        userId: payload.sub,
        role: role.data,
        sessionId: payload.sid,
        ...(act ? { actorId: act.sub as string } : {}),
      };
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp);
      return claims;
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.verified.size >= REMEMBERED_TOKENS) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, expiresAt });
  }
}
