import {
  ZCreatePatientRequest,
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZMagicTokenRequest,
  ZRefreshRequest,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZSendMagicLinkRequest,
  ZSessionList,
  ZTokenResponse,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import {
  FREE_EMERGENCY_CONSULTS,
  freeEmergencyMessages,
  ZCreatePatientWithFreeEmergencyRequest,
  ZReactivateAccountRequest,
  ZSignInResponse,
  ZUserDetail,
  ZVerifyEmailRequest,
} from '@curo/core/users';
import { errorResponses, notFound } from '../../platform/errors';
import { findCompanyBySlug } from '../companies';
import {
  requestReactivation,
  sendSignUpConfirmation,
  sendVerificationAtSignUp,
  verifyEmail,
} from './account-emails';

const ZMessage = z.object({ message: z.string() });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { createPatient } from '../users/create-patient';
import { getCurrentUser } from '../users/user-profile';
import { type GoogleVerifier, googleLogin } from './google-login';
import { login } from './login';
import { logout } from './logout';
import { exchangeMagicToken, sendMagicLink } from './magic-link';
import { listSessions, revokeSession } from './manage-sessions';
import { requestPasswordReset, resetPassword } from './password-reset';
import { refreshSession } from './refresh-session';

export interface AuthRoutesOptions {
  db: Db;
  tokens: AccessTokens;
  mail: MailDelivery;
  publicUrl: string;
  rateLimitLogin: number;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Where requests for the team go (reactivation). */
  inbox: string;
  /** Keys the sign-in throttles (decision 0054). */
  pepper: string;
}

const { VALIDATION_ERROR, UNAUTHORIZED, RATE_LIMITED } = ErrorCode;
/** Sign-in paths that may reach an account: a wrong secret (401) or an account that cannot sign in (403). */
const signingIn = [VALIDATION_ERROR, UNAUTHORIZED, ErrorCode.ACCOUNT_UNAVAILABLE, RATE_LIMITED] as const;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, tokens, mail, publicUrl, rateLimitLogin, google, inbox, pepper },
) => {
  const perIp = { max: rateLimitLogin, timeWindow: 60_000 };

  app.post(
    '/users/login',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        querystring: z.object({ include: z.enum(['user']).optional() }),
        body: ZLoginRequest,
        // 429 also once this IP has failed too often lately on this address (known or not).
        response: { 200: ZSignInResponse, ...errorResponses(...signingIn) },
      },
    },
    async (request) =>
      login({
        db,
        tokens,
        pepper,
        credentials: request.body,
        client: clientOf(request),
        includeUser: request.query.include === 'user',
      }),
  );

  app.post(
    '/auth/refresh-token',
    {
      config: { access: 'public', rateLimit: { max: rateLimitLogin * 6, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new pair (the old one is spent)',
        body: ZRefreshRequest,
        response: { 200: ZTokenResponse, ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, RATE_LIMITED) },
      },
    },
    async (request) =>
      refreshSession({ db, tokens, refreshToken: request.body.refreshToken, client: clientOf(request) }),
  );

  app.post(
    '/users/googleLogin',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (or sign up as a patient) with a Google ID token',
        body: ZGoogleLoginRequest,
        response: {
          200: ZSignInResponse,
          // 404: Google sign-in is not configured; 409: the account was created meanwhile.
          ...errorResponses(...signingIn, ErrorCode.NOT_FOUND, ErrorCode.EMAIL_TAKEN),
        },
      },
    },
    async (request) =>
      googleLogin({ db, tokens, verifier: google, idToken: request.body.idToken, client: clientOf(request) }),
  );

  app.post(
    '/auth/requestPasswordReset',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Email a link to choose a new password (the answer does not say whether the account exists)',
        body: ZRequestPasswordResetRequest,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(VALIDATION_ERROR, RATE_LIMITED),
        },
      },
    },
    async (request) => requestPasswordReset({ db, mail, email: request.body.email, publicUrl }),
  );

  app.post(
    '/auth/resetPassword',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link; signs the account out everywhere',
        body: ZResetPasswordRequest,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, RATE_LIMITED),
        },
      },
    },
    async (request) =>
      resetPassword({
        db,
        token: request.body.token,
        password: request.body.password,
        client: clientOf(request),
      }),
  );

  app.post(
    '/auth/sendMagicLink',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time sign-in link (the answer does not say whether the account exists)',
        body: ZSendMagicLinkRequest,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(VALIDATION_ERROR, RATE_LIMITED),
        },
      },
    },
    async (request) => sendMagicLink({ db, mail, pepper, email: request.body.email, publicUrl }),
  );

  app.post(
    '/auth/magic-tokens',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a magic-link token for a session',
        body: ZMagicTokenRequest,
        response: { 200: ZSignInResponse, ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, RATE_LIMITED) },
      },
    },
    async (request) =>
      exchangeMagicToken({ db, tokens, magicToken: request.body.magicToken, client: clientOf(request) }),
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 204: z.null(), ...errorResponses(UNAUTHORIZED) },
      },
    },
    async (request, reply) => {
      await logout({ db, principal: principalOf(request), client: clientOf(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/fetchLogin',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their profile (and, when masked, the admin really acting)',
        response: { 200: ZUserDetail, ...errorResponses(UNAUTHORIZED) },
      },
    },
    async (request) => getCurrentUser({ db, principal: principalOf(request) }),
  );

  app.get(
    '/users/me/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: "The caller's signed-in sessions",
        response: { 200: ZSessionList, ...errorResponses(UNAUTHORIZED) },
      },
    },
    async (request) => ({ items: await listSessions({ db, principal: principalOf(request) }) }),
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags: ['auth'],
        summary: 'Sign one of your sessions out',
        params: z.object({ id: z.string().uuid() }),
        response: {
          204: z.null(),
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, ErrorCode.MASKED_SESSION, ErrorCode.NOT_FOUND),
        },
      },
    },
    async (request, reply) => {
      await revokeSession({
        db,
        principal: principalOf(request),
        sessionId: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/createPatient',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['users'],
        summary: 'Patient sign-up; answers a first session',
        body: ZCreatePatientRequest,
        response: {
          201: ZTokenResponse,
          ...errorResponses(VALIDATION_ERROR, ErrorCode.EMAIL_TAKEN, RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const created = await createPatient({ db, tokens, request: request.body, client: clientOf(request) });
      if (created.user)
        await sendVerificationAtSignUp({ db, mail, userId: created.user.id, publicUrl, log: request.log });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/users/createPatientWithFreeEmergencyAccess',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['users'],
        summary:
          "Patient sign-up through an employer's program: joins the company, with a free emergency consult",
        body: ZCreatePatientWithFreeEmergencyRequest,
        response: {
          201: ZTokenResponse,
          // 404: no company has that slug.
          ...errorResponses(VALIDATION_ERROR, ErrorCode.NOT_FOUND, ErrorCode.EMAIL_TAKEN, RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const { companySlug, ...patient } = request.body;
      const company = await findCompanyBySlug(db, companySlug);
      if (!company) throw notFound(freeEmergencyMessages.unknownCompany);
      const created = await createPatient({
        db,
        tokens,
        request: patient,
        client: clientOf(request),
        program: { companyId: company.id, freeEmergencyConsults: FREE_EMERGENCY_CONSULTS },
      });
      if (created.user)
        await sendVerificationAtSignUp({ db, mail, userId: created.user.id, publicUrl, log: request.log });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in providers this server offers (Google when configured)',
        response: { 200: z.object({ google: z.object({ clientId: z.string() }).nullable() }) },
      },
    },
    async () => ({ google: google ? { clientId: google.clientId } : null }),
  );

  app.post(
    '/emails/sendConfirmationSignUp',
    {
      config: { access: 'authenticated', rateLimit: perIp },
      schema: {
        tags: ['emails'],
        summary: 'Email the signed-in person a link that confirms their address',
        // 429: the route's per-IP limit, or too many confirmation emails this hour.
        response: { 200: ZMessage, ...errorResponses(UNAUTHORIZED, ErrorCode.EMAIL_CONFIRMED, RATE_LIMITED) },
      },
    },
    async (request) => sendSignUpConfirmation({ db, mail, principal: principalOf(request), publicUrl }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags: ['auth'],
        summary: 'Follow an email verification link: marks the address verified (no sign-in)',
        body: ZVerifyEmailRequest,
        response: {
          200: ZMessage,
          // 404: no such link; 410: used (LINK_USED) or expired (LINK_EXPIRED).
          ...errorResponses(
            VALIDATION_ERROR,
            ErrorCode.NOT_FOUND,
            ErrorCode.LINK_USED,
            ErrorCode.LINK_EXPIRED,
            RATE_LIMITED,
          ),
        },
      },
    },
    async (request) => verifyEmail({ db, token: request.body.token, client: clientOf(request) }),
  );

  app.post(
    '/emails/reactivateAccount',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['emails'],
        summary: 'Ask the team to reactivate a closed or paused account (same answer for any email)',
        body: ZReactivateAccountRequest,
        response: { 200: ZMessage, ...errorResponses(VALIDATION_ERROR, RATE_LIMITED) },
      },
    },
    async (request) => requestReactivation({ db, mail, inbox, ...request.body, client: clientOf(request) }),
  );
};
