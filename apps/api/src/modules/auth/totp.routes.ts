import { TOTP_ROLES, ZTokenResponse, ZTotpCodeRequest, ZTotpSetup, ZTotpStatus } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { ZVerifyTotpRequest } from '@curo/core/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { errorResponses } from '../../platform/errors';
import { verifyTotpChallenge } from './complete-sign-in';
import { confirmTotpSetup, disableTotp, startTotpSetup } from './totp';

/** Enrolment is for staff roles, never in a masked session. */
const enrolment = [ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN, ErrorCode.MASKED_SESSION] as const;

/** Two-step sign-in with an authenticator app, for staff (see docs/decisions/0008-totp.md). */
export const totpRoutes: FastifyPluginAsyncZod<{
  db: Db;
  box: SecretBox;
  tokens: AccessTokens;
  rateLimitLogin: number;
  /** Keys the sign-in throttle. */
  pepper: string;
}> = async (app, { db, box, tokens, rateLimitLogin, pepper }) => {
  const config = { access: TOTP_ROLES, masked: 'deny' } as const;
  const tags = ['auth'];
  app.post(
    '/auth/verify-totp',
    {
      config: { access: 'public', rateLimit: { max: rateLimitLogin, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Finish a sign-in that answered totpRequired, with the authenticator code',
        body: ZVerifyTotpRequest,
        // 400 also for a wrong code; 401 once the challenge is spent or expired; 429 per IP, and once
        // the account has failed too often lately.
        response: {
          200: ZTokenResponse,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED, ErrorCode.RATE_LIMITED),
        },
      },
    },
    async (request) =>
      verifyTotpChallenge({ db, tokens, box, pepper, ...request.body, client: clientOf(request) }),
  );
  app.post(
    '/users/me/totp/setup',
    {
      config,
      schema: {
        tags,
        summary: 'Start TOTP enrolment',
        response: { 200: ZTotpSetup, ...errorResponses(...enrolment, ErrorCode.TOTP_ENABLED) },
      },
    },
    async (request) => startTotpSetup({ db, box, principal: principalOf(request) }),
  );
  app.post(
    '/users/me/totp/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm enrolment with a first code',
        body: ZTotpCodeRequest,
        // 400 also for a wrong code, or before enrolment has started.
        response: {
          200: ZTotpStatus,
          ...errorResponses(ErrorCode.VALIDATION_ERROR, ...enrolment, ErrorCode.TOTP_ENABLED),
        },
      },
    },
    async (request) =>
      confirmTotpSetup({
        db,
        box,
        principal: principalOf(request),
        code: request.body.code,
        client: clientOf(request),
      }),
  );
  app.post(
    '/users/me/totp/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn TOTP off (needs a current code)',
        body: ZTotpCodeRequest,
        // 400 also for a wrong code.
        response: { 200: ZTotpStatus, ...errorResponses(ErrorCode.VALIDATION_ERROR, ...enrolment) },
      },
    },
    async (request) =>
      disableTotp({
        db,
        box,
        principal: principalOf(request),
        code: request.body.code,
        client: clientOf(request),
      }),
  );
};
