import { authMessages, type TRole } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { maskMessages } from '@curo/core/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessPolicy } from '../access-policy';
import { isFileResponse } from '../binary-response';
import { AppError } from '../errors';
import type { AccessTokens } from './access-tokens';

/** The caller of an authenticated request. */
export interface Principal {
  userId: string;
  role: TRole;
  sessionId: string;
  /** Mask login: the admin really acting as `userId`. */
  actorId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface AuthGuardOptions {
  tokens: AccessTokens;
  /**
   * Whether the user may still act in this session: not blocked, not deleted, session not revoked.
   * Checked on every request, so blocking or signing out takes effect at once, not in 15 minutes.
   */
  isSessionLive: (principal: Principal) => Promise<boolean>;
}

/**
 * Whether the access token may come in the query (spec §7's `accessToken` / `access_token`): only
 * where the browser cannot send a header, a WebSocket upgrade and a file download (a link, `<img>`
 * or `<video>`). Elsewhere a token in an address would end up in history, proxies' logs and
 * Referer headers for no need.
 */
function mayUseQueryToken(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return true;
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  return isFileResponse(response?.[200]);
}

/** The bearer header, else, for a WebSocket or a file download, the `accessToken` / `access_token` query parameter. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  if (!mayUseQueryToken(request)) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.accessToken ?? query?.access_token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

const unauthenticated = (message: string = authMessages.unauthenticated) =>
  new AppError(ErrorCode.UNAUTHORIZED, message);

/**
 * Enforces each route's declared access policy: `public` lets anyone in; `authenticated` needs a
 * live session; a list of roles needs one of them (403 otherwise).
 */
export function registerAuthGuard(app: FastifyInstance, options: AuthGuardOptions) {
  app.decorateRequest('principal', null);
  // onRequest: before the body is even read, so an anonymous caller learns nothing from validation.
  const guard = async (request: FastifyRequest, access: AccessPolicy, token: string | undefined) => {
    if (access === 'public') {
      // A public route may still behave differently for a signed-in caller; a bad token is ignored.
      const claims = token ? await options.tokens.verify(token) : 'invalid';
      if (typeof claims !== 'string' && (await options.isSessionLive(claims))) request.principal = claims;
      return;
    }
    if (!token) throw unauthenticated();
    const claims = await options.tokens.verify(token);
    if (claims === 'expired') throw unauthenticated('Access token expired');
    if (claims === 'invalid') throw unauthenticated('Access token invalid');
    if (!(await options.isSessionLive(claims))) throw unauthenticated(authMessages.invalidRefreshToken);
    if (access !== 'authenticated' && !access.includes(claims.role)) {
      throw new AppError(ErrorCode.FORBIDDEN, authMessages.forbidden);
    }
    if (claims.actorId && request.routeOptions.config?.masked === 'deny') {
      throw new AppError(ErrorCode.MASKED_SESSION, maskMessages.notWhileMasked);
    }
    request.principal = claims;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done();
    const token = tokenFrom(request);
    // A public route called without a token has nothing to check: no promise for it.
    if (access === 'public' && !token) return done();
    guard(request, access, token).then(() => done(), done);
  });
}

/** The principal of a route whose policy guarantees one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/** Where a request came from, for sessions and the audit trail. */
export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
}

export const clientOf = (request: FastifyRequest): ClientContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});
