import { createHash, randomBytes } from 'node:crypto';
import { REFRESH_TOKEN_LIFETIME_DAYS, type TTokenResponse } from '@curo/core/auth';
import type { Executor } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import type { ClientContext } from '../../platform/auth/auth-guard';
import type { UserRow } from '../users';
import { insertRefreshToken } from './sessions.repository';

/** 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type { ClientContext } from '../../platform/auth/auth-guard';

/**
 * Issues an access token and a refresh token in a session: a new family when `familyId` is not
 * given (sign-in), the same family and expiry when it is (rotation).
 */
export async function issueTokens({
  db,
  tokens,
  user,
  client,
  familyId = uuidv7(),
  expiresAt = new Date(Date.now() + REFRESH_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
  maskedBy = null,
}: {
  db: Executor;
  tokens: AccessTokens;
  user: Pick<UserRow, 'id' | 'role'>;
  client: ClientContext;
  familyId?: string;
  expiresAt?: Date;
  /** Mask login: the admin acting as `user` in this session. */
  maskedBy?: string | null;
}): Promise<TTokenResponse> {
  const refresh = newSecretToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    maskedBy,
  });
  const access = await tokens.sign({
    userId: user.id,
    role: user.role,
    sessionId: familyId,
    ...(maskedBy ? { actorId: maskedBy } : {}),
  });
  return { access: { token: access }, refresh: { token: refresh }, accessToken: access };
}
