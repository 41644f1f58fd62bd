import {
  ZChangeEmailRequest,
  ZLoginWithPinCodeRequest,
  ZSendPinCodeChangeEmailRequest,
  ZSendPinCodeRequest,
  ZSendPinCodeWithMailRequest,
  ZUser,
  ZVerifyPinCodeRequest,
} from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { ZSignInResponse } from '@curo/core/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import { changeEmail, loginWithPinCode, sendChangeEmailPin, sendPinCode, verifyPhonePin } from './pin-codes';

export interface PinRoutesOptions {
  db: Db;
  mail: MailDelivery;
  tokens: AccessTokens;
  pepper: string;
  rateLimitLogin: number;
}

const ZMessage = z.object({ message: z.string() });
const { VALIDATION_ERROR, UNAUTHORIZED, ACCOUNT_UNAVAILABLE, MASKED_SESSION, EMAIL_TAKEN, RATE_LIMITED } =
  ErrorCode;
/** Sending a code: 429 per IP, and after too many codes to one destination in an hour. */
const sendErrors = errorResponses(VALIDATION_ERROR, RATE_LIMITED);
/**
 * Checking a code: a wrong, spent or expired code is 401 when signing in, 400 for a signed-in
 * check (whose 401 means only "no session"); 403 for an account that cannot sign in (blocked,
 * deleted). Nothing locks an account (decision 0054).
 */
const checking = [VALIDATION_ERROR, UNAUTHORIZED, ACCOUNT_UNAVAILABLE, RATE_LIMITED] as const;

/** The five `/verificationPhoneCodes/*` calls and `/users/changeEmail/{email}` (spec §7 Auth). */
export const pinCodesRoutes: FastifyPluginAsyncZod<PinRoutesOptions> = async (app, options) => {
  const deps = { db: options.db, mail: options.mail, pepper: options.pepper };
  const perIp = { max: options.rateLimitLogin, timeWindow: 60_000 };
  const tags = ['auth'];

  app.post(
    '/verificationPhoneCodes/sendPinCode',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Text a 6-digit code: to sign in, or (signed in) to confirm a phone number',
        body: ZSendPinCodeRequest,
        response: { 200: ZMessage, ...sendErrors },
      },
    },
    async (request) => sendPinCode(deps, { phone: request.body.phone, principal: request.principal }),
  );

  app.post(
    '/verificationPhoneCodes/sendPinCodeWithMail',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Email a 6-digit sign-in code',
        body: ZSendPinCodeWithMailRequest,
        response: { 200: ZMessage, ...sendErrors },
      },
    },
    async (request) => sendPinCode(deps, { email: request.body.email, principal: null }),
  );

  app.post(
    '/verificationPhoneCodes/loginWithPinCode',
    {
      config: { access: 'public', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Sign in with a code sent by SMS or email',
        body: ZLoginWithPinCodeRequest,
        response: { 200: ZSignInResponse, ...errorResponses(...checking, ErrorCode.ACCOUNT_UNAVAILABLE) },
      },
    },
    async (request) =>
      loginWithPinCode({ ...deps, tokens: options.tokens }, { ...request.body, client: clientOf(request) }),
  );

  app.post(
    '/verificationPhoneCodes/verifyPinCode',
    {
      config: { access: 'authenticated', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Confirm a phone number with the code texted to it',
        body: ZVerifyPinCodeRequest,
        response: { 200: ZUser, ...errorResponses(...checking) },
      },
    },
    async (request) => verifyPhonePin(deps, { principal: principalOf(request), ...request.body }),
  );

  app.post(
    '/verificationPhoneCodes/sendPinCodeChangeEmail',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: perIp },
      schema: {
        tags,
        summary: 'Email a code to a new address before it replaces the account email',
        body: ZSendPinCodeChangeEmailRequest,
        response: {
          200: ZMessage,
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, MASKED_SESSION, EMAIL_TAKEN, RATE_LIMITED),
        },
      },
    },
    async (request) =>
      sendChangeEmailPin(deps, { principal: principalOf(request), email: request.body.email }),
  );

  app.post(
    '/users/changeEmail/:email',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: perIp },
      schema: {
        tags: ['users'],
        summary: 'Change the account email to {email}, with the code sent there',
        params: z.object({ email: z.string().min(3).max(254) }),
        body: ZChangeEmailRequest,
        response: { 200: ZUser, ...errorResponses(...checking, MASKED_SESSION, EMAIL_TAKEN) },
      },
    },
    async (request) =>
      changeEmail(deps, {
        principal: principalOf(request),
        email: request.params.email,
        pinCode: request.body.pinCode,
      }),
  );
};
