import { Readable } from 'node:stream';
import { ErrorCode } from '@curo/core/errors';
import {
  RECORDING_CHUNK_MAX_BYTES,
  ZCallRecording,
  ZCallRecordingList,
  ZRecordingAnswer,
  ZRecordingRequest,
} from '@curo/core/room';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import { onAppointmentAnnounced } from '../scheduling/appointment-effects';
import { answerRecordingRequest } from './answer-recording-request';
import { listRecordings } from './list-recordings';
import { playRecording } from './play-recording';
import { requestRecording } from './request-recording';
import { startRecording } from './start-recording';
import { stopRecording } from './stop-recording';
import { stopUnattendedRecordings } from './stop-unattended-recordings';
import { storeRecordingChunk } from './store-recording-chunk';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND, INVALID_STATE } = ErrorCode;
const { NOT_IN_CALL, RECORDING_IN_PROGRESS, RECORDING_NOT_AGREED, RECORDING_ANSWERED } = ErrorCode;
/**
 * 404 to anyone the consult is not theirs to see; 403 to an admin who only sees it, to anyone in it
 * whose part the step is not (the doctor's, or the patient's), and to a masked session.
 */
const who = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND] as const;
/** A recording's own routes: 404 to anyone but the doctor who made it (and, for playing, admins). */
const ownerErrors = [
  VALIDATION_ERROR,
  UNAUTHORIZED,
  MASKED_SESSION,
  NOT_FOUND,
  ErrorCode.RATE_LIMITED,
] as const;

const ZId = z.object({ id: z.string().uuid() });
const ZRequestParams = z.object({ id: z.string().uuid(), requestId: z.string().uuid() });
const ZRecordingParams = z.object({ id: z.string().uuid(), recordingId: z.string().uuid() });
const ZChunkParams = z.object({
  recordingId: z.string().uuid(),
  index: z.coerce.number().int().min(0).max(999_999),
});

const IN_CALL =
  'The consult must be in progress (409 INVALID_STATE) with the caller in its video call (409 NOT_IN_CALL)';
const LIVE = 'Published on `appointment:<id>`';

/** The OpenAPI entry of a played recording: WebM bytes, streamed. */
const webm = { schema: z.instanceof(Readable).meta({ type: 'string', format: 'binary' }) };
const recordingFile = {
  description: 'The recording, as it was recorded',
  content: { 'video/webm': webm, 'audio/webm': webm },
};

/** `2026-11-30` in a recording's file name: the day it started (UTC). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Recording a consult's call (issue 12 item 8, decision 0033): the doctor asks, the patient
 * answers, the doctor records in the browser and uploads chunks as it goes (spec §7 `/fileUploads`,
 * "call recordings"), and the doctor who made it or an admin plays it back.
 */
export const callRecordingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: RealtimeHub;
  storage: FileStorage;
}> = async (app, { db, hub, storage }) => {
  const tags = ['consult room'];
  // A recording runs only while its consult is in progress: one that leaves it (ended, cancelled,
  // paused) stops, whichever module made the change.
  onAppointmentAnnounced(hub, async (row) => {
    if (row.status !== 'in_progress') await stopUnattendedRecordings({ db, hub, appointmentId: row.id });
  });

  app.post(
    '/appointments/:id/recording-requests',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The consult's doctor asks the patient to agree to recording the call: 201 with a new pending request (${LIVE} as \`room.recordingRequested\`), or 200 with the one that still stands (pending, or agreed and not yet used). ${IN_CALL}; 409 RECORDING_IN_PROGRESS while one runs. Anyone but its doctor: 403`,
        params: ZId,
        response: {
          200: ZRecordingRequest,
          201: ZRecordingRequest,
          ...errorResponses(...who, INVALID_STATE, NOT_IN_CALL, RECORDING_IN_PROGRESS),
        },
      },
    },
    async (request, reply) => {
      const { request: asked, created } = await requestRecording({
        db,
        hub,
        principal: principalOf(request),
        appointmentId: request.params.id,
      });
      return reply.status(created ? 201 : 200).send(asked);
    },
  );

  app.post(
    '/appointments/:id/recording-requests/:requestId/answer',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The patient (the account holder, for a family member) answers: \`agree\` true or false (${LIVE} as \`room.recordingAnswered\`). Agreeing needs the consult in progress and the patient in its call (409 INVALID_STATE, NOT_IN_CALL). False after true withdraws the agreement and stops its recording, until that recording has finished. The same answer again changes nothing; any other change: 409 RECORDING_ANSWERED. Anyone but the patient: 403`,
        params: ZRequestParams,
        body: ZRecordingAnswer,
        response: {
          200: ZRecordingRequest,
          ...errorResponses(...who, INVALID_STATE, NOT_IN_CALL, RECORDING_ANSWERED),
        },
      },
    },
    async (request) =>
      answerRecordingRequest({
        db,
        hub,
        principal: principalOf(request),
        appointmentId: request.params.id,
        requestId: request.params.requestId,
        agree: request.body.agree,
      }),
  );

  app.get(
    '/appointments/:id/recordings',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary:
          "Where recording the consult's call stands, for anyone in the consult: the request that stands, the recording running now, and the recordings you may play (who, when, how long, how big): your own as its doctor, every one as an admin, none otherwise",
        params: ZId,
        response: {
          200: ZCallRecordingList,
          ...errorResponses(VALIDATION_ERROR, UNAUTHORIZED, MASKED_SESSION, NOT_FOUND),
        },
      },
    },
    async (request) =>
      listRecordings({ db, hub, principal: principalOf(request), appointmentId: request.params.id }),
  );

  app.post(
    '/appointments/:id/recordings',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The consult's doctor starts recording, once the patient has agreed (409 RECORDING_NOT_AGREED before; each agreement allows one recording) and with the patient in the call (409 NOT_IN_CALL): the recording (${LIVE} as \`room.recordingStarted\`). ${IN_CALL}; 409 RECORDING_IN_PROGRESS while one runs. It stops when the doctor stops it, leaves the call, or the consult leaves progress (\`room.recordingStopped\`). Anyone but its doctor: 403`,
        params: ZId,
        response: {
          201: ZCallRecording,
          ...errorResponses(...who, INVALID_STATE, NOT_IN_CALL, RECORDING_IN_PROGRESS, RECORDING_NOT_AGREED),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await startRecording({
          db,
          hub,
          principal: principalOf(request),
          appointmentId: request.params.id,
        }),
      ),
  );

  app.post(
    '/appointments/:id/recordings/:recordingId/stop',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The doctor recording stops, in any state of the consult (${LIVE} as \`room.recordingStopped\`, reason \`stopped\`). Send the recorder's last chunk first. A finished recording is answered as it is`,
        params: ZRecordingParams,
        response: { 200: ZCallRecording, ...errorResponses(...who) },
      },
    },
    async (request) =>
      stopRecording({
        db,
        hub,
        principal: principalOf(request),
        appointmentId: request.params.id,
        recordingId: request.params.recordingId,
      }),
  );

  // Chunks are raw bytes: this scope reads any body as bytes, and the use case checks the type.
  const chunkUploads: FastifyPluginAsyncZod = async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    uploads.put(
      '/fileUploads/call-recordings/:recordingId/chunks/:index',
      {
        bodyLimit: RECORDING_CHUNK_MAX_BYTES,
        config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 240, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'The next chunk of a recording, by the doctor making it (404 for anyone else): the raw bytes as `video/webm` or `audio/webm` (415 otherwise; codecs parameters allowed), at most 8 MB (413), numbered from 0 in order (409 RECORDING_CHUNK_GAP after a gap). The first must start with the WebM magic number 1A 45 DF A3 (415). A chunk already stored is taken again without change. Once the recording stopped (by the doctor, the doctor leaving the call, or the consult leaving progress): 409 RECORDING_STOPPED. Answers the recording with its totals',
          consumes: ['video/webm', 'audio/webm'],
          params: ZChunkParams,
          response: {
            200: ZCallRecording,
            ...errorResponses(
              ...ownerErrors,
              ErrorCode.RECORDING_STOPPED,
              ErrorCode.RECORDING_CHUNK_GAP,
              ErrorCode.PAYLOAD_TOO_LARGE,
              ErrorCode.UNSUPPORTED_MEDIA_TYPE,
            ),
          },
        },
      },
      async (request) =>
        storeRecordingChunk({
          db,
          hub,
          storage,
          principal: principalOf(request),
          recordingId: request.params.recordingId,
          index: request.params.index,
          contentType: request.headers['content-type'],
          bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        }),
    );
  };
  await app.register(chunkUploads);

  app.get(
    '/fileUploads/call-recordings/:recordingId',
    {
      config: { access: 'authenticated', masked: 'deny', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'A recording as one WebM file (its chunks in order, as far as it has come), for the doctor who made it and admins; 404 for anyone else, the patient too. Every play is audited. Whole files only (no Range): a recorded WebM carries no index to seek by. Never cached',
        params: z.object({ recordingId: z.string().uuid() }),
        response: {
          200: recordingFile,
          ...errorResponses(...ownerErrors),
        },
      },
    },
    async (request, reply) => {
      const played = await playRecording({
        db,
        storage,
        principal: principalOf(request),
        recordingId: request.params.recordingId,
        client: clientOf(request),
      });
      return reply
        .type(played.contentType)
        .header('content-length', played.sizeBytes)
        .header('content-disposition', `inline; filename="call-recording-${dayOf(played.startedAt)}.webm"`)
        .header('accept-ranges', 'none')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(played.body);
    },
  );
};
