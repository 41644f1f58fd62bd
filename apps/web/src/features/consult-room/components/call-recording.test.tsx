import type { TRecordingEvent, TRoomPresence } from '@curo/core/room';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { json, stubApi } from '../../../test/fake-api';
import {
  type FakeMediaStream,
  FakePeerConnection,
  FakeTrack,
  installFakeMedia,
} from '../../../test/fake-media';
import type { FakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render-route';
import { signedInDoctor, signedInPatient } from '../../consults/testing/build-consults';
import { ConsultRoomPage } from '../pages/consult-room-page';
import {
  APPOINTMENT_ID,
  buildCallRecording,
  buildEntry,
  buildMeeting,
  buildRecordingList,
  buildRecordingRequest,
  buildRoomConsult,
  CONSULT_PATH,
  chunkPathOf,
  doctorPresence,
  ENTER_PATH,
  LEAVE_PATH,
  MEETING_PATH,
  PATIENT_ID,
  patientPresence,
  RECORDING_ID,
  RECORDING_REQUESTS_PATH,
  RECORDINGS_PATH,
  REQUEST_ID,
} from '../testing/build-room';
import {
  attended,
  fakeRoomSockets,
  ROOM_TOPIC,
  releaseRoomSockets,
  roomSocketReady,
} from '../testing/room-sockets';

const ROOM = `/consult-room/${APPOINTMENT_ID}`;
const routes = [{ path: '/consult-room/:appointmentId', element: <ConsultRoomPage /> }];
const STOP_PATH = `${RECORDINGS_PATH}/${RECORDING_ID}/stop`;
const ANSWER_PATH = `${RECORDING_REQUESTS_PATH}/${REQUEST_ID}/answer`;

/** Just enough of the browser's MediaRecorder: the test hands out each slice of the recording. */
class FakeMediaRecorder extends EventTarget {
  static all: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => ['video/webm;codecs=vp8,opus', 'video/webm'].includes(type);
  state: RecordingState = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  constructor(
    readonly stream: FakeMediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    super();
    FakeMediaRecorder.all.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  /** As the browser does: the last slice, then `stop`. */
  stop() {
    this.state = 'inactive';
    this.slice('last');
    this.dispatchEvent(new Event('stop'));
  }
  /** A slice of the recording is ready. */
  slice(bytes: string) {
    this.ondataavailable?.({ data: new Blob([bytes], { type: this.options.mimeType }) });
  }
}

let roomSockets: FakeSocket[];
let media: ReturnType<typeof installFakeMedia>;

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-23T22:05:00.000Z'));
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  roomSockets = fakeRoomSockets();
  FakeMediaRecorder.all = [];
  media = installFakeMedia();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});

afterEach(() => {
  media.restore();
  releaseRoomSockets();
  setViewerTimeZone(null);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const publish = (socket: FakeSocket, event: TRecordingEvent) => act(() => socket.publish(ROOM_TOPIC, event));

/** Into the call as `me`, the other person already there (as the stubbed API says). */
async function joinCall(me: TRoomPresence) {
  const view = renderRoute(routes, ROOM);
  const socket = await roomSocketReady(roomSockets);
  await view.user.click(await screen.findByRole('button', { name: 'Join video consult' }));
  await attended(socket, me);
  await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
  return { ...view, socket, peer: FakePeerConnection.all[0] as FakePeerConnection };
}

function doctorApi(handlers = {}) {
  return stubApi({
    ...signedInDoctor(),
    [CONSULT_PATH]: () => json(200, buildRoomConsult({ status: 'in_progress' })),
    [MEETING_PATH]: () => json(200, buildMeeting([patientPresence()])),
    [ENTER_PATH]: () => json(200, buildEntry(doctorPresence(), [patientPresence()])),
    [LEAVE_PATH]: () => json(200, buildMeeting([patientPresence()])),
    [`GET ${RECORDINGS_PATH}`]: () => json(200, buildRecordingList()),
    [`POST ${RECORDING_REQUESTS_PATH}`]: () => json(201, buildRecordingRequest()),
    ...handlers,
  });
}

function patientApi(handlers = {}) {
  return stubApi({
    ...signedInPatient(),
    [CONSULT_PATH]: () => json(200, buildRoomConsult({ status: 'in_progress' })),
    [MEETING_PATH]: () => json(200, buildMeeting([doctorPresence()])),
    [ENTER_PATH]: () => json(200, buildEntry(patientPresence(), [doctorPresence()])),
    [LEAVE_PATH]: () => json(200, buildMeeting([doctorPresence()])),
    [`GET ${RECORDINGS_PATH}`]: () => json(200, buildRecordingList()),
    ...handlers,
  });
}

const agreed = buildRecordingRequest({
  status: 'agreed',
  answeredBy: { userId: PATIENT_ID, name: 'Mia Nguyen' },
  answeredAt: '2026-11-23T22:05:30.000Z',
});

describe('the doctor records the call', () => {
  it('asks, waits for the patient, records once agreed, uploads each slice in order, and stops after the last', async () => {
    let chunkZeroTries = 0;
    const api = doctorApi({
      [`POST ${RECORDINGS_PATH}`]: () => json(201, buildCallRecording()),
      // The first slice's answer is lost once: it is sent again.
      [`PUT ${chunkPathOf(0)}`]: () => json(chunkZeroTries++ === 0 ? 503 : 200, buildCallRecording()),
      [`PUT ${chunkPathOf(1)}`]: () => json(200, buildCallRecording()),
      [`PUT ${chunkPathOf(2)}`]: () => json(200, buildCallRecording()),
      [`POST ${STOP_PATH}`]: () =>
        json(200, buildCallRecording({ status: 'finished', stopReason: 'stopped' })),
    });
    const { user, socket, peer } = await joinCall(doctorPresence());
    const theirCamera = new FakeTrack('video', 'their-camera');
    act(() => peer.receiveTrack(theirCamera));

    await user.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Waiting for the patient to agree')).toBeInTheDocument();
    expect(api.calls('POST', RECORDING_REQUESTS_PATH)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(api.calls('POST', RECORDINGS_PATH)).toHaveLength(0);

    publish(socket, { type: 'room.recordingAnswered', appointmentId: APPOINTMENT_ID, request: agreed });
    await waitFor(() => expect(api.calls('POST', RECORDINGS_PATH)).toHaveLength(1));
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    const recorder = FakeMediaRecorder.all[0] as FakeMediaRecorder;
    expect(recorder.timeslice).toBe(5_000);
    expect(recorder.options.mimeType).toBe('video/webm;codecs=vp8,opus');
    // The other person's picture, with the mixed sound.
    expect(recorder.stream.getVideoTracks()).toEqual([theirCamera]);

    act(() => recorder.slice('first'));
    act(() => recorder.slice('second'));
    await waitFor(() => expect(api.calls('PUT', chunkPathOf(1))).toHaveLength(1), { timeout: 3_000 });

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(api.calls('POST', STOP_PATH)).toHaveLength(1));
    expect(
      api.requests
        .filter((r) => r.method === 'PUT' || r.path === STOP_PATH)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([
      `PUT ${chunkPathOf(0)}`,
      `PUT ${chunkPathOf(0)}`,
      `PUT ${chunkPathOf(1)}`,
      `PUT ${chunkPathOf(2)}`,
      `POST ${STOP_PATH}`,
    ]);
    const chunk = api.fetchMock.mock.calls.find(([path]) => String(path) === chunkPathOf(2))?.[1];
    expect(new Headers(chunk?.headers).get('content-type')).toBe('video/webm;codecs=vp8,opus');
    expect(recorder.state).toBe('inactive');
    await waitFor(() => expect(screen.queryByText('Recording')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });

  it('tells the doctor when the patient declines, and lets them ask again', async () => {
    const api = doctorApi();
    const { user, socket } = await joinCall(doctorPresence());
    await user.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Waiting for the patient to agree')).toBeInTheDocument();

    const declined = buildRecordingRequest({
      status: 'declined',
      answeredBy: { userId: PATIENT_ID, name: 'Mia Nguyen' },
      answeredAt: '2026-11-23T22:05:30.000Z',
    });
    publish(socket, { type: 'room.recordingAnswered', appointmentId: APPOINTMENT_ID, request: declined });
    expect(await screen.findByText('The patient declined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(api.calls('POST', RECORDINGS_PATH)).toHaveLength(0);
    expect(FakeMediaRecorder.all).toHaveLength(0);
  });
});

describe('the patient', () => {
  it('is asked, with what the recording is for and who can play it, and agreeing says so', async () => {
    const api = patientApi({ [`POST ${ANSWER_PATH}`]: () => json(200, agreed) });
    const { user, socket } = await joinCall(patientPresence());
    publish(socket, {
      type: 'room.recordingRequested',
      appointmentId: APPOINTMENT_ID,
      request: buildRecordingRequest(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dr Priya Raman asks to record this call' });
    expect(
      within(dialog).getByText(/Only your doctor and Curo administrators can play it/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(api.calls('POST', ANSWER_PATH)).toHaveLength(1));
    expect(api.calls('POST', ANSWER_PATH)[0]?.body).toEqual({ agree: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines by closing the question, so the doctor is not left waiting on it', async () => {
    const declined = buildRecordingRequest({
      status: 'declined',
      answeredBy: { userId: PATIENT_ID, name: 'Mia Nguyen' },
      answeredAt: '2026-11-23T22:05:30.000Z',
    });
    const api = patientApi({ [`POST ${ANSWER_PATH}`]: () => json(200, declined) });
    const { user, socket } = await joinCall(patientPresence());
    publish(socket, {
      type: 'room.recordingRequested',
      appointmentId: APPOINTMENT_ID,
      request: buildRecordingRequest(),
    });
    await screen.findByRole('dialog', { name: 'Dr Priya Raman asks to record this call' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.calls('POST', ANSWER_PATH)).toHaveLength(1));
    expect(api.calls('POST', ANSWER_PATH)[0]?.body).toEqual({ agree: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sees the recording indicator while it records, announced, and it goes when it stops', async () => {
    patientApi();
    const { socket } = await joinCall(patientPresence());
    expect(screen.queryByText('Recording')).not.toBeInTheDocument();
    publish(socket, {
      type: 'room.recordingStarted',
      appointmentId: APPOINTMENT_ID,
      recording: buildCallRecording(),
    });
    const indicator = await screen.findByText('Recording');
    expect(indicator.closest('[role="status"]')).not.toBeNull();
    publish(socket, {
      type: 'room.recordingStopped',
      appointmentId: APPOINTMENT_ID,
      recording: buildCallRecording({ status: 'finished', stopReason: 'stopped' }),
    });
    await waitFor(() => expect(screen.queryByText('Recording')).not.toBeInTheDocument());
  });

  it('sees the indicator after a reload, from the list', async () => {
    patientApi({
      [`GET ${RECORDINGS_PATH}`]: () =>
        json(
          200,
          buildRecordingList({
            request: { ...agreed, recordingId: RECORDING_ID },
            active: buildCallRecording(),
          }),
        ),
    });
    await joinCall(patientPresence());
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the doctor', () => {
  it('sees the indicator when a recording starts and not when it stops', async () => {
    doctorApi();
    const { socket } = await joinCall(doctorPresence());
    publish(socket, {
      type: 'room.recordingStarted',
      appointmentId: APPOINTMENT_ID,
      recording: buildCallRecording(),
    });
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    publish(socket, {
      type: 'room.recordingStopped',
      appointmentId: APPOINTMENT_ID,
      recording: buildCallRecording({ status: 'finished', stopReason: 'notInProgress' }),
    });
    await waitFor(() => expect(screen.queryByText('Recording')).not.toBeInTheDocument());
  });
});
