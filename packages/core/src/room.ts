import { z } from 'zod';
import type { TAppointmentStatus, TAppointmentType } from './scheduling';

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

/** States after which a consult's call stays closed. */
export const ROOM_CLOSED_STATES: readonly TAppointmentStatus[] = [
  'ended',
  'completed',
  'cancelled',
  'expired',
];

/** What decides whether a consult's call is open: its kind, state, doctor and start. */
export interface RoomGate {
  type: TAppointmentType;
  status: TAppointmentStatus;
  startsAt: string | Date | null;
  doctorId: string | null;
}

export type TRoomAccess =
  | { open: true }
  /** `waiting`: for a doctor, a date or a confirmation; `noDoctor`: booked without one yet. */
  | { open: false; why: 'offline' | 'closed' | 'waiting' | 'noDoctor' }
  /** Too early by the clock alone: it opens at `at` (ms since the epoch). */
  | { open: false; why: 'tooEarly'; at: number };

/** When a booked consult's call opens (ms since the epoch): ROOM_OPENS_MINUTES_BEFORE its start. */
export const roomOpensAt = (consult: Pick<RoomGate, 'startsAt'>): number | null =>
  consult.startsAt === null
    ? null
    : new Date(consult.startsAt).getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000;

/**
 * Whether a consult's call may be entered at `now` (decision 0030): never for an offline consult
 * or one that is over; while in progress, always; while booked or checked in with a doctor, from
 * ROOM_OPENS_MINUTES_BEFORE minutes before its start; otherwise not until its state moves on. The
 * API enforces it; screens use it to offer the way in.
 */
export function roomAccess(consult: RoomGate, now: number): TRoomAccess {
  if (consult.type === 'offline') return { open: false, why: 'offline' };
  if (ROOM_CLOSED_STATES.includes(consult.status)) return { open: false, why: 'closed' };
  if (consult.status === 'in_progress') return { open: true };
  if (consult.status !== 'scheduled' && consult.status !== 'checked_in')
    return { open: false, why: 'waiting' };
  if (!consult.doctorId) return { open: false, why: 'noDoctor' };
  const at = roomOpensAt(consult);
  return at !== null && now < at ? { open: false, why: 'tooEarly', at } : { open: true };
}
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

/**
 * Recording a call (issue 12 item 8, decision 0033): never on by default. The doctor asks, the
 * patient agrees in the call, and only then may the doctor record; the doctor's browser records
 * (MediaRecorder) and uploads the recording in chunks as it goes.
 */

/** The largest chunk of a recording: a few seconds of video each, so a closed tab loses little. */
export const RECORDING_CHUNK_MAX_BYTES = 8 * 1024 * 1024;
/** The largest whole recording: hours of a consult's video, and a bound on what one can fill. */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** What MediaRecorder records in every browser that records WebM; a chunk is sent as one of these. */
export const RECORDING_CONTENT_TYPES = ['video/webm', 'audio/webm'] as const;
export type TRecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];
/** A WebM file begins with the EBML magic number 1A 45 DF A3: the first chunk must. */
export const WEBM_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;

/** A request to record: asked, then agreed or declined by the patient; an agreement may be withdrawn. */
export const RECORDING_REQUEST_STATUSES = ['pending', 'agreed', 'declined', 'withdrawn'] as const;
export type TRecordingRequestStatus = (typeof RECORDING_REQUEST_STATUSES)[number];
export const RECORDING_STATUSES = ['recording', 'finished'] as const;
export type TRecordingStatus = (typeof RECORDING_STATUSES)[number];
/**
 * Why a recording finished: the doctor stopped it, the doctor is no longer in the call, the consult
 * is no longer in progress (ended, cancelled, paused), or the patient withdrew their agreement.
 */
export const RECORDING_STOP_REASONS = ['stopped', 'left', 'notInProgress', 'withdrawn'] as const;
export type TRecordingStopReason = (typeof RECORDING_STOP_REASONS)[number];

export const recordingMessages = {
  doctorOnly: 'Only the consult’s doctor can record its call',
  patientOnly: 'Only the patient can answer a request to record the call',
  notInProgress: 'A call can be recorded only while its consult is in progress',
  doctorNotInCall: 'Join the consult’s video call first',
  patientNotInCall: 'The patient is not in the video call: they must be there to see the recording',
  answerNotInCall: 'Join the consult’s video call to answer',
  requestNotFound: 'Request to record not found',
  recordingFinished: 'The recording you agreed to has finished: ask the clinic about it',
  recordingNotFound: 'Recording not found',
  nothingRecorded: 'Nothing was recorded',
  chunkType: 'Send each chunk as video/webm or audio/webm',
  chunkNotWebm: 'The first chunk is not a WebM recording',
  chunkEmpty: 'A chunk must hold at least one byte',
  recordingTooLarge: 'This recording has reached its limit of 2 GB: stop it and start a new one',
} as const;

/** `POST /appointments/{id}/recording-requests/{requestId}/answer`. */
export const ZRecordingAnswer = z.object({
  agree: z.boolean({ error: 'Answer whether you agree to the recording' }),
});
export type TRecordingAnswer = z.infer<typeof ZRecordingAnswer>;

/** Someone a recording names: who asked, answered or recorded. */
export const ZRecordingPerson = z.object({ userId: z.string().uuid(), name: z.string() });
export type TRecordingPerson = z.infer<typeof ZRecordingPerson>;

export const ZRecordingRequest = z.object({
  requestId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  status: z.enum(RECORDING_REQUEST_STATUSES),
  requestedBy: ZRecordingPerson,
  requestedAt: z.string(),
  answeredBy: ZRecordingPerson.nullable(),
  answeredAt: z.string().nullable(),
  /** The recording the agreement was used for; an agreement allows one. */
  recordingId: z.string().uuid().nullable(),
});
export type TRecordingRequest = z.infer<typeof ZRecordingRequest>;

export const ZCallRecording = z.object({
  recordingId: z.string().uuid(),
  appointmentId: z.string().uuid(),
  /** The agreement it rests on. */
  requestId: z.string().uuid(),
  recordedBy: ZRecordingPerson,
  status: z.enum(RECORDING_STATUSES),
  stopReason: z.enum(RECORDING_STOP_REASONS).nullable(),
  /** As the first chunk was sent; null until then. */
  contentType: z.enum(RECORDING_CONTENT_TYPES).nullable(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  firstChunkAt: z.string().nullable(),
  lastChunkAt: z.string().nullable(),
  /** From the start to the last chunk's arrival, in whole seconds (0 before the first chunk). */
  durationSeconds: z.number().int(),
  chunks: z.number().int(),
  sizeBytes: z.number().int(),
});
export type TCallRecording = z.infer<typeof ZCallRecording>;

/** `GET /appointments/{id}/recordings`: where recording stands in the call, and what the caller may play. */
export const ZCallRecordingList = z.object({
  /** The request that stands: pending, or agreed and not yet used; null when none. */
  request: ZRecordingRequest.nullable(),
  /** The recording running now, for everyone in the consult (the indicator); null when none. */
  active: ZCallRecording.nullable(),
  /** The recordings the caller may play (its doctor's own; every one for an admin), oldest first. */
  recordings: z.array(ZCallRecording),
});
export type TCallRecordingList = z.infer<typeof ZCallRecordingList>;

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

/** Recording the call, each step on `appointment:<id>` for everyone in the consult (decision 0033). */
export type TRecordingEvent =
  | { type: 'room.recordingRequested'; appointmentId: string; request: TRecordingRequest }
  | { type: 'room.recordingAnswered'; appointmentId: string; request: TRecordingRequest }
  | { type: 'room.recordingStarted'; appointmentId: string; recording: TCallRecording }
  | { type: 'room.recordingStopped'; appointmentId: string; recording: TCallRecording };
