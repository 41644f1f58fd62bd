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

/** Short-lived JWTs (HS256, 15 minutes) that say who is calling and in which session. */
export class AccessTokens {
  private readonly key: Uint8Array;

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
  async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const role = ZRole.safeParse(payload.role);
      if (!payload.sub || typeof payload.sid !== 'string' || !role.success) return 'invalid';
      const act = payload.act as { sub?: unknown } | undefined;
      if (act !== undefined && typeof act?.sub !== 'string') return 'invalid';
      return {
        userId: payload.sub,
        role: role.data,
        sessionId: payload.sid,
        ...(act ? { actorId: act.sub as string } : {}),
      };
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
