import { TOTP_ROLES, ZTokenResponse, ZTotpCodeRequest, ZTotpSetup, ZTotpStatus } from '@curo/core/auth';
import { ZErrorEnvelope } from '@curo/core/errors';
import { ZVerifyTotpRequest } from '@curo/core/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import type { SecretBox } from '../../platform/auth/secret-box';
import { verifyTotpChallenge } from './complete-sign-in';
import { confirmTotpSetup, disableTotp, startTotpSetup } from './totp';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};

/** Two-step sign-in with an authenticator app, for staff (see docs/decisions/0008-totp.md). */
export const totpRoutes: FastifyPluginAsyncZod<{
  db: Db;
  box: SecretBox;
  tokens: AccessTokens;
  rateLimitLogin: number;
}> = async (app, { db, box, tokens, rateLimitLogin }) => {
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
        response: { 200: ZTokenResponse, ...errors },
      },
    },
    async (request) => verifyTotpChallenge({ db, tokens, box, ...request.body, client: clientOf(request) }),
  );
  app.post(
    '/users/me/totp/setup',
    { config, schema: { tags, summary: 'Start TOTP enrolment', response: { 200: ZTotpSetup, ...errors } } },
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
        response: { 200: ZTotpStatus, ...errors },
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
        response: { 200: ZTotpStatus, ...errors },
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
