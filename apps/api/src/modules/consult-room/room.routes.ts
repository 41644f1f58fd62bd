import { ErrorCode } from '@curo/core/errors';
import {
  ROOM_MAX_ATTENDEES,
  ROOM_OPENS_MINUTES_BEFORE,
  ZRoomAttendee,
  ZRoomEntry,
  ZRoomMeeting,
  ZRoomRequest,
} from '@curo/core/room';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IceSettings } from '../../config';
import type { Db } from '../../db/client';
import { principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { FileStorage } from '../../platform/storage/file-storage';
import { closeRoomsOfClosedConsults } from './close-rooms';
import { joinRoom } from './join-room';
import { leaveRoom } from './leave-room';
import { openMeeting } from './open-meeting';
import { callRecordingRoutes } from './recording.routes';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND } = ErrorCode;
const { ROOM_NOT_OPEN, ROOM_CLOSED, WRONG_KIND, ROOM_FULL } = ErrorCode;
/** 404 to anyone the consult is not theirs to see; 403 to an admin who only sees it, or a masked session. */
const whoErrors = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND] as const;
const meetingErrors = errorResponses(...whoErrors, ROOM_NOT_OPEN, ROOM_CLOSED, WRONG_KIND);
const entryErrors = errorResponses(...whoErrors, ROOM_NOT_OPEN, ROOM_CLOSED, WRONG_KIND, ROOM_FULL);
const ZId = z.object({ id: z.string().uuid() });

const WHO =
  'Its patient (or the account holder, for a family member), its doctor, staff who booked it and participants with an account; an admin who is none of these: 403; anyone else: 404';
const WHEN = `Open from ${ROOM_OPENS_MINUTES_BEFORE} minutes before a booked start while scheduled or checked in, and while in progress (instant, emergency and callback consults once a doctor has taken them); 409 ROOM_NOT_OPEN before, ROOM_CLOSED once ended, completed, cancelled or expired`;
const ENTRY = `Enters the call: a new stay in the consult's history (the same one again for someone already in it, with a new join token), \`room.joined\` on the consult's topic; at most ${ROOM_MAX_ATTENDEES} at once (409 ROOM_FULL). The doctor's first entry starts the consult. Send the join token over the realtime socket (\`attend\`) within a minute`;

/**
 * A consult's video call (spec §7 under its Chime names; decision 0030): the meeting, made once,
 * and the people in it. Signalling goes over the realtime WebSocket (`signal-relay.ts`). Recording
 * the call has its own routes (decision 0033).
 */
export const consultRoomRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hub: RealtimeHub;
  mail: MailDelivery;
  ice: IceSettings;
  /** Where call recordings are kept, privately. */
  storage: FileStorage;
}> = async (app, { db, hub, mail, ice, storage }) => {
  const tags = ['consult room'];
  const effects = { hub, mail, ice };
  closeRoomsOfClosedConsults(db, hub);
  await app.register(callRecordingRoutes, { db, hub, storage });

  app.post(
    '/services/create-chime-meeting',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The consult's meeting: made the first time, the same one after; who is in it now. ${WHO}. ${WHEN}`,
        body: ZRoomRequest,
        response: { 200: ZRoomMeeting, ...meetingErrors },
      },
    },
    async (request) =>
      openMeeting({ db, principal: principalOf(request), appointmentId: request.body.appointmentId }),
  );

  app.post(
    '/services/create-chime-attendee',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `You in the consult's call, with a join token and your ICE servers (TURN credentials for an hour). ${ENTRY}. ${WHO}. ${WHEN}`,
        body: ZRoomRequest,
        response: { 200: ZRoomAttendee, ...entryErrors },
      },
    },
    async (request) =>
      (
        await joinRoom({
          db,
          principal: principalOf(request),
          appointmentId: request.body.appointmentId,
          effects,
        })
      ).attendee,
  );

  app.post(
    '/appointments/:id/enterChimeMeeting',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `The meeting and you in it, in one call (create-chime-meeting and create-chime-attendee). ${ENTRY}. ${WHO}`,
        params: ZId,
        response: { 200: ZRoomEntry, ...entryErrors },
      },
    },
    async (request) =>
      joinRoom({ db, principal: principalOf(request), appointmentId: request.params.id, effects }),
  );

  app.post(
    '/appointments/:id/joinNew',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary: `Records that you are in the consult's call (again, after a reload or a lost connection): your attendee, as create-chime-attendee answers it. ${ENTRY}`,
        params: ZId,
        response: { 200: ZRoomAttendee, ...entryErrors },
      },
    },
    async (request) =>
      (await joinRoom({ db, principal: principalOf(request), appointmentId: request.params.id, effects }))
        .attendee,
  );

  app.post(
    '/appointments/:id/leaveMeeting',
    {
      config: { access: 'authenticated', masked: 'deny' },
      schema: {
        tags,
        summary:
          "Records that you left the consult's call (history, `room.left`), in any state; leaving when not in it changes nothing. A recording you were making stops (`room.recordingStopped`). Answers the meeting as it is after",
        params: ZId,
        response: { 200: ZRoomMeeting, ...errorResponses(...whoErrors) },
      },
    },
    async (request) =>
      leaveRoom({ db, hub, principal: principalOf(request), appointmentId: request.params.id }),
  );
};
