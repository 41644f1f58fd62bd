import { z } from 'zod';

/**
 * A consult's video room (spec §7: services `create-chime-meeting`, `create-chime-attendee`;
 * appointments `{id}/enterChimeMeeting`, `{id}/joinNew`, `{id}/leaveMeeting`), decision 0030. The
 * spec's Chime names stay; the room is browser-to-browser WebRTC, signalled over the realtime
 * WebSocket, with no vendor behind it.
 */

/** People in a room at once: a mesh of browsers (doctor, patient, a guest or interpreter, a nurse). */
export const ROOM_MAX_ATTENDEES = 4;
/** A room opens this long before a booked consult starts. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** A join token must reach the WebSocket (`attend`) within this many seconds, once. */
export const ROOM_JOIN_TOKEN_SECONDS = 60;
/**
 * Someone is in the room while their socket is (pinged at least this often) or, before a socket
 * has attended, for this long after they joined.
 */
export const ROOM_PRESENCE_TIMEOUT_SECONDS = 60;
/** TURN credentials (TURN REST API, coturn's `use-auth-secret`) work for this long. */
export const TURN_CREDENTIAL_SECONDS = 3600;
/** The largest `data` of one `signal` message, as JSON: an SDP offer with video is a few kB. */
export const ROOM_SIGNAL_MAX_BYTES = 32 * 1024;

/** How each person is in the room: the consult's patient, doctor, staff who booked it, or a participant. */
export const ROOM_PARTS = ['patient', 'doctor', 'booker', 'participant'] as const;
export type TRoomPart = (typeof ROOM_PARTS)[number];

/** Why someone is no longer in the room. */
export const ROOM_LEAVE_REASONS = ['left', 'disconnected', 'timedOut', 'closed'] as const;
export type TRoomLeaveReason = (typeof ROOM_LEAVE_REASONS)[number];

export const roomMessages = {
  notInRoom: 'You can see this consult but not join its call',
  offline: 'An offline consult is answered in writing: it has no video call',
} as const;

/** `POST /services/create-chime-meeting` and `/services/create-chime-attendee`. */
export const ZRoomRequest = z.object({
  appointmentId: z.string().uuid({ error: 'appointmentId is the id of a consult' }),
});
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

/** An ICE server as `RTCPeerConnection` takes it. */
export const ZIceServer = z.object({
  urls: z.array(z.string()),
  /** TURN only: `<unix expiry>:<user id>`. */
  username: z.string().optional(),
  /** TURN only: base64 HMAC-SHA1 of the username under the TURN server's shared secret. */
  credential: z.string().optional(),
});
export type TIceServer = z.infer<typeof ZIceServer>;

/** Someone in the room now. */
export const ZRoomPresence = z.object({
  attendeeId: z.string().uuid(),
  userId: z.string().uuid(),
  name: z.string(),
  part: z.enum(ROOM_PARTS),
  joinedAt: z.string(),
});
export type TRoomPresence = z.infer<typeof ZRoomPresence>;

/** A consult's meeting: made once, the first time anyone asks, and the same for everyone after. */
export const ZRoomMeeting = z.object({
  meetingId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  createdAt: z.string(),
  maxAttendees: z.number().int(),
  /** From when it may be joined (10 minutes before a booked start); null: whenever its state allows. */
  opensAt: z.string().nullable(),
  /** Who is in it now, in the order they came. */
  present: z.array(ZRoomPresence),
});
export type TRoomMeeting = z.infer<typeof ZRoomMeeting>;

/**
 * The caller in the room. `joinToken` is sent once over the realtime WebSocket (`attend`) within
 * `joinTokenExpiresAt`, which ties the caller's presence to that socket.
 */
export const ZRoomAttendee = ZRoomPresence.extend({
  meetingId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  joinToken: z.string(),
  joinTokenExpiresAt: z.string(),
  iceServers: z.array(ZIceServer),
});
export type TRoomAttendee = z.infer<typeof ZRoomAttendee>;

/** `POST /appointments/{id}/enterChimeMeeting`: the meeting and the caller's attendee. */
export const ZRoomEntry = z.object({ meeting: ZRoomMeeting, attendee: ZRoomAttendee });
export type TRoomEntry = z.infer<typeof ZRoomEntry>;

/**
 * Realtime messages a client in the room sends (docs/realtime.md). `attend` ties presence to the
 * socket; `signal` carries an SDP offer or answer or an ICE candidate to one other person there.
 */
export const ZRoomAttendMessage = z.object({
  type: z.literal('attend'),
  appointmentId: z.string().uuid(),
  joinToken: z.string().min(1).max(200),
});
export const ZRoomSignalMessage = z.object({
  type: z.literal('signal'),
  appointmentId: z.string().uuid(),
  /** The user id of the person it is for. */
  to: z.string().uuid(),
  /** Whatever the peers agree on (`{ description }`, `{ candidate }`), at most ROOM_SIGNAL_MAX_BYTES as JSON. */
  data: z.record(z.string(), z.unknown()),
});
export type TRoomSignalMessage = z.infer<typeof ZRoomSignalMessage>;

/** Events of the room: `room.joined` and `room.left` on `appointment:<id>`, `room.signal` on `user:<to>`. */
export type TRoomEvent =
  | { type: 'room.joined'; appointmentId: string; attendee: TRoomPresence }
  | { type: 'room.left'; appointmentId: string; attendee: TRoomPresence; reason: TRoomLeaveReason }
  | {
      type: 'room.signal';
      appointmentId: string;
      from: string;
      fromAttendeeId: string;
      data: Record<string, unknown>;
    };
