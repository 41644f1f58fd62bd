import { ErrorCode } from '@curo/core/errors';
import {
  phoneWords,
  ZConsultCall,
  ZConsultCallOutcomeInput,
  ZEmergencyCallPage,
  ZEmergencyCallsQuery,
  ZEmergencyPhoneSettings,
  ZEmergencyPhoneSettingsInput,
} from '@curo/core/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { binaryResponse } from '../../platform/binary-response';
import { AppError, errorResponses } from '../../platform/errors';
import type { TwilioSettings } from '../../platform/mail/mail-transport';
import { isSignedByTwilio } from '../../platform/phone/twilio-voice';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  type BridgeUrls,
  callPatient,
  connectPatientTwiml,
  listConsultCalls,
  markCallOutcome,
  recordConsultCallStatus,
} from './consult-calls';
import {
  answerEmergencyCall,
  continueEmergencyCall,
  isCallStatus,
  recordEmergencyCallStatus,
  recordEmergencyVoicemail,
} from './emergency-call-webhooks';
import { emptyTwiml, hangupTwiml, type VoiceUrls } from './emergency-line-twiml';
import { getEmergencyPhoneSettings } from './get-emergency-phone-settings';
import { listEmergencyCalls } from './list-emergency-calls';
import { CALL_LOG_ROLES, PHONE_SETTINGS_ROLES } from './phone.policy';
import { playVoicemail } from './play-voicemail';
import { updateEmergencyPhoneSettings } from './update-emergency-phone-settings';

export interface PhoneSettings {
  /** TWILIO_*: null when calling is not set up (the webhooks answer 404). */
  twilio: TwilioSettings | null;
  /** The public URL Twilio is given: the webhooks' signatures are computed over URLs under it. */
  publicUrl: string;
}

const VOICE = '/twilioCalls/voice';

/** The emergency line's webhook URLs under the public URL, exactly as Twilio is given them. */
export function voiceUrls(publicUrl: string): VoiceUrls & { incoming: string; status: string } {
  const base = `${publicUrl.replace(/\/$/, '')}/api/v1${VOICE}`;
  return {
    incoming: `${base}/incoming`,
    status: `${base}/status`,
    dialResult: (leg) => `${base}/dial-result?leg=${leg}`,
    recording: `${base}/recording`,
    voicemailDone: `${base}/voicemail-done`,
  };
}

/** The callback bridge's webhook URLs for one placed call (decision 0064). */
export function bridgeUrls(publicUrl: string): BridgeUrls {
  const base = `${publicUrl.replace(/\/$/, '')}/api/v1/twilioCalls/bridge`;
  return { connect: (id) => `${base}/${id}/connect`, status: (id) => `${base}/${id}/status` };
}

const errors = errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.UNAUTHORIZED, ErrorCode.FORBIDDEN);

/** Twilio posts form fields; the signature covers all of them, so all are kept. */
const ZTwilioForm = z.record(z.string(), z.string());
const ZSid = z.string().regex(/^[A-Za-z]{2}[0-9a-fA-F]{32}$/, { error: 'Not a Twilio id' });
const ZNumberField = z
  .string()
  .max(40)
  .optional()
  .transform((v) => v?.trim() || null);

const ZIncoming = z.object({
  CallSid: ZSid,
  From: ZNumberField,
  To: ZNumberField,
  CallStatus: z.string().max(20),
});
const ZDialResult = z.object({ CallSid: ZSid, DialCallStatus: z.string().max(20) });
const ZStatus = z.object({
  CallSid: ZSid,
  CallStatus: z.string().max(20),
  CallDuration: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
const ZRecording = z.object({
  CallSid: ZSid,
  RecordingSid: ZSid,
  RecordingStatus: z.string().max(20),
  RecordingDuration: z.coerce.number().int().min(-1).max(1_000_000).optional(),
});

const webhookResponses = {
  200: binaryResponse('text/xml', 'TwiML for Twilio, or an empty acknowledgement'),
  ...errorResponses(ErrorCode.VALIDATION_ERROR, ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND),
};

/**
 * The phone side (spec §7 `/twilioCalls`; issue 17; decision 0063): the emergency line's settings
 * and call log, and Twilio's voice webhooks for the public number.
 */
export const phoneRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  phone: PhoneSettings;
}> = async (app, { db, storage, phone }) => {
  const tags = ['phone'];
  const urls = voiceUrls(phone.publicUrl);

  app.get(
    '/twilioCalls/emergencyPhoneSettings',
    {
      config: { access: PHONE_SETTINGS_ROLES },
      schema: {
        tags,
        summary:
          'Admins: the emergency line — public number, fallback number, ring time per leg, the no-answer message, voicemail on or off — with whether Twilio is set up, the voice webhook URL to give Twilio, and the doctors on emergency shift now in ringing order',
        response: { 200: ZEmergencyPhoneSettings, ...errors },
      },
    },
    async () =>
      getEmergencyPhoneSettings({
        db,
        twilioConfigured: phone.twilio !== null,
        voiceWebhookUrl: urls.incoming,
      }),
  );

  app.put(
    '/twilioCalls/emergencyPhoneSettings',
    {
      config: { access: PHONE_SETTINGS_ROLES, masked: 'deny' },
      schema: {
        tags,
        summary:
          'Admins: replace the emergency line’s settings (Australian numbers in any common form, stored in E.164; empty clears). Audited',
        body: ZEmergencyPhoneSettingsInput,
        response: { 200: ZEmergencyPhoneSettings, ...errors },
      },
    },
    async (request) => {
      await updateEmergencyPhoneSettings({
        db,
        principal: principalOf(request),
        client: clientOf(request),
        input: request.body,
      });
      return getEmergencyPhoneSettings({
        db,
        twilioConfigured: phone.twilio !== null,
        voiceWebhookUrl: urls.incoming,
      });
    },
  );

  app.get(
    '/twilioCalls/fetchEmergencyCalls',
    {
      config: { access: CALL_LOG_ROLES },
      schema: {
        tags,
        summary:
          'The emergency call log, newest first, paged (`page` from 1, `pageSize` 1–100, 20 by default): admins see every call, a doctor the calls they answered. Each call names the patient when the caller’s number is on exactly one patient’s account',
        querystring: ZEmergencyCallsQuery,
        response: { 200: ZEmergencyCallPage, ...errors },
      },
    },
    async (request) =>
      listEmergencyCalls({
        db,
        principal: principalOf(request),
        query: request.query as { page: number; pageSize: number },
      }),
  );

  app.get(
    '/twilioCalls/emergencyCalls/:id/voicemail',
    {
      config: { access: 'authenticated', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'The voicemail a caller left on the emergency line, as MP3, once fetched from Twilio: for admins, and for the doctor who answered the call; anyone else 404. The token may come as `access_token` in the query (an `<audio>` element). Audited as a view of the patient’s record when the caller’s number is exactly one patient’s',
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: binaryResponse('audio/mpeg', 'The voicemail’s audio'),
          ...errorResponses(ErrorCode.UNAUTHORIZED, ErrorCode.NOT_FOUND, ErrorCode.VALIDATION_ERROR),
        },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await playVoicemail({
        db,
        storage,
        principal: principalOf(request),
        callId: (request.params as { id: string }).id,
        client: clientOf(request),
      });
      return reply
        .type('audio/mpeg')
        .header('content-length', bytes.length)
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  const bridge = bridgeUrls(phone.publicUrl);
  const ZConsultId = z.object({ id: z.string().uuid() });
  const callErrors = {
    ...errors,
    ...errorResponses(
      ErrorCode.NOT_FOUND,
      ErrorCode.INVALID_STATE,
      ErrorCode.CALLING_NOT_CONFIGURED,
      ErrorCode.SERVICE_UNAVAILABLE,
    ),
  };

  app.post(
    '/appointments/:id/callPatient',
    {
      config: { access: ['doctor'], masked: 'deny' },
      schema: {
        tags,
        summary:
          'The consult’s doctor, for a callback consult: Curo has Twilio ring the doctor’s phone, then connects the patient with the clinic’s number as caller id (neither sees the other’s number). 409 CALLING_NOT_CONFIGURED without TWILIO_*; 409 when the doctor has no phone or the callback no number; 503 when Twilio refuses',
        params: ZConsultId,
        response: { 201: ZConsultCall, ...callErrors },
      },
    },
    async (request, reply) => {
      const call = await callPatient({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        twilio: phone.twilio,
        urls: bridge,
      });
      return reply.status(201).send(call);
    },
  );

  app.post(
    '/appointments/:id/callOutcome',
    {
      config: { access: ['doctor'], masked: 'deny' },
      schema: {
        tags,
        summary:
          'The consult’s doctor, for a callback consult: how the call went (reached, noAnswer, leftMessage) — on a placed call (`callId`), or for a call made by hand, with its length in minutes',
        params: ZConsultId,
        body: ZConsultCallOutcomeInput,
        response: { 200: ZConsultCall, ...callErrors },
      },
    },
    async (request) =>
      markCallOutcome({
        db,
        principal: principalOf(request),
        appointmentId: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/appointments/:id/calls',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Anyone in the consult: its phone calls, newest first, with start, end, length and outcome',
        params: ZConsultId,
        response: { 200: z.object({ items: z.array(ZConsultCall) }), ...callErrors },
      },
    },
    async (request) =>
      listConsultCalls({ db, principal: principalOf(request), appointmentId: request.params.id }),
  );

  // Twilio's webhooks: form posts, each signed over the public URL and every field. The body is
  // parsed here (urlencoded, as Twilio sends) and checked before anything is read from it.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** 404 without Twilio; 403 unless the signature matches this URL and these fields. */
    const verify = (request: FastifyRequest): Record<string, string> => {
      if (!phone.twilio) throw new AppError(ErrorCode.NOT_FOUND, phoneWords.notConfigured);
      const params = (request.body ?? {}) as Record<string, string>;
      const signed = isSignedByTwilio({
        authToken: phone.twilio.authToken,
        signature: request.headers['x-twilio-signature'] as string | undefined,
        url: `${phone.publicUrl.replace(/\/$/, '')}${request.url}`,
        params,
      });
      if (!signed) throw new AppError(ErrorCode.FORBIDDEN, phoneWords.badSignature);
      return params;
    };
    const fields = <T extends z.ZodTypeAny>(schema: T, params: Record<string, string>): z.output<T> => {
      const parsed = schema.safeParse(params);
      if (!parsed.success)
        throw new AppError(ErrorCode.VALIDATION_ERROR, 'Twilio sent fields we cannot read');
      return parsed.data;
    };
    const webhook = {
      config: { access: 'public' as const, rateLimit: { max: 600, timeWindow: 60_000 } },
    };
    const headers = z.object({ 'x-twilio-signature': z.string().max(200).optional() });
    const xml = (twiml: string) => Buffer.from(twiml);

    hooks.post(
      `${VOICE}/incoming`,
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s voice webhook for the public emergency number (signed, X-Twilio-Signature; 403 otherwise): answers TwiML that dials the doctors on emergency shift in order, then the fallback number, then voicemail. A replay of the same CallSid answers the same route',
          headers,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        const f = fields(ZIncoming, verify(request));
        const status = isCallStatus(f.CallStatus) ? f.CallStatus : 'ringing';
        const twiml = await answerEmergencyCall({
          db,
          callSid: f.CallSid,
          from: f.From,
          to: f.To,
          status,
          urls,
        });
        return reply.type('text/xml').send(xml(twiml));
      },
    );

    hooks.post(
      `${VOICE}/dial-result`,
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s `<Dial action>` for one leg (signed): answered, the call is that leg’s; otherwise the next leg rings, and after the last, voicemail',
          headers,
          querystring: z.object({ leg: z.coerce.number().int().min(0).max(100) }),
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        const f = fields(ZDialResult, verify(request));
        const twiml = await continueEmergencyCall({
          db,
          callSid: f.CallSid,
          leg: (request.query as { leg: number }).leg,
          dialCallStatus: f.DialCallStatus,
          urls,
        });
        return reply.type('text/xml').send(xml(twiml));
      },
    );

    hooks.post(
      `${VOICE}/status`,
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s status callback for an emergency call (signed): moves the call forward only, so a late or replayed status changes nothing; the ending records the duration',
          headers,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        const f = fields(ZStatus, verify(request));
        if (isCallStatus(f.CallStatus))
          await recordEmergencyCallStatus({
            db,
            callSid: f.CallSid,
            status: f.CallStatus,
            durationSeconds: f.CallDuration ?? null,
          });
        return reply.type('text/xml').send(xml(emptyTwiml()));
      },
    );

    hooks.post(
      `${VOICE}/recording`,
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s recording callback for a voicemail (signed): notes the finished recording on its call',
          headers,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        const f = fields(ZRecording, verify(request));
        await recordEmergencyVoicemail({
          db,
          callSid: f.CallSid,
          recordingSid: f.RecordingSid,
          recordingStatus: f.RecordingStatus,
          durationSeconds:
            f.RecordingDuration !== undefined && f.RecordingDuration >= 0 ? f.RecordingDuration : null,
        });
        return reply.type('text/xml').send(xml(emptyTwiml()));
      },
    );

    const ZCallId = z.object({ callId: z.string().uuid() });

    hooks.post(
      '/twilioCalls/bridge/:callId/connect',
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s voice URL for a placed callback call (signed): the doctor answered; dial the patient with the clinic’s number as caller id',
          headers,
          params: ZCallId,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        verify(request);
        const { callId } = request.params as { callId: string };
        const twiml = await connectPatientTwiml(db, callId, phone.twilio?.from ?? '');
        return reply.type('text/xml').send(xml(twiml));
      },
    );

    hooks.post(
      '/twilioCalls/bridge/:callId/status',
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s status callback for a placed callback call (signed): records when it began and ended, and its length, on the consult; only moves forward',
          headers,
          params: ZCallId,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        const f = fields(ZStatus, verify(request));
        const { callId } = request.params as { callId: string };
        await recordConsultCallStatus({
          db,
          callId,
          status: f.CallStatus,
          durationSeconds: f.CallDuration ?? null,
        });
        return reply.type('text/xml').send(xml(emptyTwiml()));
      },
    );

    hooks.post(
      `${VOICE}/voicemail-done`,
      {
        ...webhook,
        schema: {
          tags,
          summary:
            'Twilio’s `<Record action>` (signed): the caller has left a voicemail; thank them and hang up',
          headers,
          body: ZTwilioForm,
          response: webhookResponses,
        },
      },
      async (request, reply) => {
        verify(request);
        return reply.type('text/xml').send(xml(hangupTwiml('Thank you. A doctor will call you back.')));
      },
    );
  });
};
