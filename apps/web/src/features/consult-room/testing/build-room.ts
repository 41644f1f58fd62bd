import {
  type TCallRecording,
  type TCallRecordingList,
  type TRecordingRequest,
  type TRoomAttendee,
  type TRoomEntry,
  type TRoomMeeting,
  type TRoomPresence,
  ZCallRecording,
  ZCallRecordingList,
  ZRecordingRequest,
  ZRoomEntry,
  ZRoomMeeting,
  ZRoomPresence,
} from '@curo/core/room';
import type { TAppointment } from '@curo/core/scheduling';
import { type TAppointmentDetails, ZAppointmentDetails } from '@curo/core/scheduling-staff';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { fixture } from '../../../test/fixture';
import { APPOINTMENT_ID, buildAppointment, PATIENT_ID } from '../../scheduling/testing/build-scheduling';

export { APPOINTMENT_ID, PATIENT_ID };
/** The doctor `buildDoctorDetail` signs in as: Dr Priya Raman. */
export const DOCTOR_ID = buildDoctorDetail().id;
export const MEETING_ID = '0d3f1c2e-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const PATIENT_ATTENDEE_ID = '1e4a2d3f-7b8c-4d9e-8f1a-2b3c4d5e6f70';
const DOCTOR_ATTENDEE_ID = '2f5b3e4a-8c9d-4e0f-9a2b-3c4d5e6f7081';

/** The consult as the room reads it: booked with Dr Priya Raman at 9:00 am Sydney, Tue 24 Nov. */
export const buildRoomConsult = (appointment: Partial<TAppointment> = {}): TAppointmentDetails =>
  fixture(
    { ZAppointmentDetails },
    {
      appointment: buildAppointment({ doctorId: DOCTOR_ID, ...appointment }),
      patientName: 'Mia Nguyen',
      doctorName: 'Priya Raman',
      doctorTimeZone: 'Australia/Sydney',
      allowedActions: ['checkIn', 'start', 'cancel'],
      participants: [],
    },
  );

export const patientPresence = (overrides: Partial<TRoomPresence> = {}): TRoomPresence =>
  fixture(
    { ZRoomPresence },
    {
      attendeeId: PATIENT_ATTENDEE_ID,
      userId: PATIENT_ID,
      name: 'Mia Nguyen',
      part: 'patient',
      joinedAt: '2026-11-23T21:52:00.000Z',
      ...overrides,
    },
  );

export const doctorPresence = (overrides: Partial<TRoomPresence> = {}): TRoomPresence =>
  fixture(
    { ZRoomPresence },
    {
      attendeeId: DOCTOR_ATTENDEE_ID,
      userId: DOCTOR_ID,
      name: 'Dr Priya Raman',
      part: 'doctor',
      joinedAt: '2026-11-23T21:55:00.000Z',
      ...overrides,
    },
  );

export const buildMeeting = (present: TRoomPresence[] = []): TRoomMeeting =>
  fixture(
    { ZRoomMeeting },
    {
      meetingId: MEETING_ID,
      appointmentId: APPOINTMENT_ID,
      createdAt: '2026-11-23T21:50:00.000Z',
      maxAttendees: 4,
      opensAt: '2026-11-23T21:50:00.000Z',
      present,
    },
  );

/** `enterChimeMeeting`'s answer: the meeting with the caller in it, and the caller's join token. */
export const buildEntry = (me: TRoomPresence, others: TRoomPresence[] = []): TRoomEntry => {
  const attendee: TRoomAttendee = {
    ...me,
    meetingId: MEETING_ID,
    appointmentId: APPOINTMENT_ID,
    joinToken: `join-token-${me.part}`,
    joinTokenExpiresAt: '2026-11-23T21:53:00.000Z',
    iceServers: [{ urls: ['stun:stun.curo.test:3478'] }],
  };
  return fixture({ ZRoomEntry }, { meeting: buildMeeting([...others, me]), attendee });
};

export const REQUEST_ID = '3a6c4f5b-9d0e-4f1a-8b3c-4d5e6f708192';
export const RECORDING_ID = '4b7d5a6c-0e1f-4a2b-9c4d-5e6f708193a4';

/** The doctor's request to record, pending unless told. */
export const buildRecordingRequest = (overrides: Partial<TRecordingRequest> = {}): TRecordingRequest =>
  fixture(
    { ZRecordingRequest },
    {
      requestId: REQUEST_ID,
      appointmentId: APPOINTMENT_ID,
      status: 'pending',
      requestedBy: { userId: DOCTOR_ID, name: 'Dr Priya Raman' },
      requestedAt: '2026-11-23T22:05:00.000Z',
      answeredBy: null,
      answeredAt: null,
      recordingId: null,
      ...overrides,
    },
  );

/** The doctor's recording of the call, running unless told. */
export const buildCallRecording = (overrides: Partial<TCallRecording> = {}): TCallRecording =>
  fixture(
    { ZCallRecording },
    {
      recordingId: RECORDING_ID,
      appointmentId: APPOINTMENT_ID,
      requestId: REQUEST_ID,
      recordedBy: { userId: DOCTOR_ID, name: 'Dr Priya Raman' },
      status: 'recording',
      stopReason: null,
      contentType: null,
      startedAt: '2026-11-23T22:06:00.000Z',
      stoppedAt: null,
      firstChunkAt: null,
      lastChunkAt: null,
      durationSeconds: 0,
      chunks: 0,
      sizeBytes: 0,
      ...overrides,
    },
  );

/** `GET .../recordings`: nothing asked or running unless told. */
export const buildRecordingList = (overrides: Partial<TCallRecordingList> = {}): TCallRecordingList =>
  fixture({ ZCallRecordingList }, { request: null, active: null, recordings: [], ...overrides });

export const CONSULT_PATH = `GET /api/v1/appointments/details/${APPOINTMENT_ID}/participants`;
export const MEETING_PATH = 'POST /api/v1/services/create-chime-meeting';
export const ENTER_PATH = `POST /api/v1/appointments/${APPOINTMENT_ID}/enterChimeMeeting`;
export const LEAVE_PATH = `POST /api/v1/appointments/${APPOINTMENT_ID}/leaveMeeting`;
export const RECORDINGS_PATH = `/api/v1/appointments/${APPOINTMENT_ID}/recordings`;
export const RECORDING_REQUESTS_PATH = `/api/v1/appointments/${APPOINTMENT_ID}/recording-requests`;
export const chunkPathOf = (index: number) =>
  `/api/v1/fileUploads/call-recordings/${RECORDING_ID}/chunks/${index}`;
