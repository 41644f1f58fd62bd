import { ErrorCode } from '@curo/core/errors';
import type { TRoomPresence } from '@curo/core/room';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json, stubApi } from '../../../test/fake-api';
import {
  FakePeerConnection,
  type FakeTrack,
  installFakeMedia,
  pretendBrowser,
} from '../../../test/fake-media';
import type { FakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render-route';
import { signedInDoctor, signedInPatient } from '../../consults/testing/build-consults';
import {
  APPOINTMENT_ID,
  buildEntry,
  buildMeeting,
  buildRoomConsult,
  CONSULT_PATH,
  DOCTOR_ID,
  doctorPresence,
  ENTER_PATH,
  LEAVE_PATH,
  MEETING_PATH,
  PATIENT_ID,
  patientPresence,
} from '../testing/build-room';
import {
  attended,
  fakeRoomSockets,
  ROOM_TOPIC,
  releaseRoomSockets,
  roomSocketReady,
  serverSays,
} from '../testing/room-sockets';
import { ConsultRoomPage } from './consult-room-page';

const ROOM = `/consult-room/${APPOINTMENT_ID}`;
const routes = [{ path: '/consult-room/:appointmentId', element: <ConsultRoomPage /> }];
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let roomSockets: FakeSocket[];
let media: ReturnType<typeof installFakeMedia>;
let restoreBrowser: () => void = () => {};

beforeEach(() => {
  // Five minutes before the 9:00 am consult: its call is open.
  vi.setSystemTime(new Date('2026-11-23T21:55:00.000Z'));
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  roomSockets = fakeRoomSockets();
});

afterEach(() => {
  media?.restore();
  restoreBrowser();
  restoreBrowser = () => {};
  releaseRoomSockets();
  setViewerTimeZone(null);
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const attendOf = (socket: FakeSocket) =>
  socket.sent.find((m) => (m as { type?: string }).type === 'attend') as Record<string, unknown> | undefined;
const signalsTo = (socket: FakeSocket, to: string) =>
  socket.sent.filter(
    (m) => (m as { type?: string; to?: string }).type === 'signal' && (m as { to?: string }).to === to,
  );

function patientApi(present: TRoomPresence[] = [], extra = {}) {
  return stubApi({
    ...signedInPatient(),
    [CONSULT_PATH]: () => json(200, buildRoomConsult()),
    [MEETING_PATH]: () => json(200, buildMeeting(present)),
    [ENTER_PATH]: () => json(200, buildEntry(patientPresence(), present)),
    [LEAVE_PATH]: () => json(200, buildMeeting(present)),
    ...extra,
  });
}

describe('before the call', () => {
  it('shows the camera, the microphone level and the devices, and tells a patient they wait for the doctor', async () => {
    media = installFakeMedia();
    patientApi();
    renderRoute(routes, ROOM);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Video consult with Dr Priya Raman' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for Dr Priya Raman')).toBeInTheDocument();
    expect(screen.getByText(/Your consult is at Tue 24 Nov, 9:00 am AEDT\./)).toBeInTheDocument();
    expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Camera')).toHaveValue('camera-1');
    expect(screen.getByLabelText('Microphone')).toHaveValue('mic-1');
    expect(screen.getByRole('button', { name: 'Play test sound' })).toBeInTheDocument();
    expect(screen.getByText('In an emergency, call 000.')).toBeInTheDocument();
    // One prompt for both devices.
    expect(media.asked).toEqual([{ audio: true, video: true }]);
  });

  it('shows the doctor who is waiting, and the doctor arriving to the patient, live', async () => {
    media = installFakeMedia();
    let present = [patientPresence()];
    stubApi({
      ...signedInDoctor(),
      [CONSULT_PATH]: () => json(200, buildRoomConsult()),
      [MEETING_PATH]: () => json(200, buildMeeting(present)),
    });
    renderRoute(routes, ROOM);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Video consult with Mia Nguyen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mia Nguyen is waiting')).toBeInTheDocument();
    expect(screen.getByText('Mia Nguyen, in the call since 8:52 am AEDT')).toBeInTheDocument();
    expect(screen.queryByText('In an emergency, call 000.')).not.toBeInTheDocument();

    const socket = await roomSocketReady(roomSockets);
    present = [];
    act(() =>
      socket.publish(ROOM_TOPIC, {
        type: 'room.left',
        appointmentId: APPOINTMENT_ID,
        attendee: patientPresence(),
        reason: 'left',
      }),
    );
    expect(await screen.findByText('Waiting for Mia Nguyen')).toBeInTheDocument();
  });

  it('says the doctor is in the call when they arrive', async () => {
    media = installFakeMedia();
    let present: TRoomPresence[] = [];
    stubApi({
      ...signedInPatient(),
      [CONSULT_PATH]: () => json(200, buildRoomConsult()),
      [MEETING_PATH]: () => json(200, buildMeeting(present)),
    });
    renderRoute(routes, ROOM);
    expect(await screen.findByText('Waiting for Dr Priya Raman')).toBeInTheDocument();
    const socket = await roomSocketReady(roomSockets);
    present = [doctorPresence()];
    act(() =>
      socket.publish(ROOM_TOPIC, {
        type: 'room.joined',
        appointmentId: APPOINTMENT_ID,
        attendee: doctorPresence(),
      }),
    );
    expect(await screen.findByText('Dr Priya Raman is in the call')).toBeInTheDocument();
  });

  it('explains, for this browser, how to unblock a camera the browser blocked, and offers audio only', async () => {
    restoreBrowser = pretendBrowser(CHROME);
    media = installFakeMedia({ camera: 'NotAllowedError' });
    patientApi();
    renderRoute(routes, ROOM);
    const help = await screen.findByRole('alert');
    expect(within(help).getByText('Your browser has blocked the camera')).toBeInTheDocument();
    expect(within(help).getByText(/In Chrome:/)).toBeInTheDocument();
    expect(
      within(help)
        .getAllByRole('listitem')
        .slice(0, 3)
        .map((step) => step.textContent),
    ).toEqual([
      'Click the camera icon (or the settings icon) at the left of the address bar.',
      'Set Camera and Microphone to Allow.',
      'Reload this page.',
    ]);
    // Other browsers' steps wait behind a disclosure.
    expect(within(help).getByText('Using another browser?')).toBeInTheDocument();
    expect(within(help).getByText('Safari on a Mac')).not.toBeVisible();
    expect(within(help).getByText('Or join with audio only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join video consult' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join with audio only' })).toBeInTheDocument();
    // Asked for both at once, then each alone to learn which one was refused.
    expect(media.asked).toEqual([{ audio: true, video: true }, { audio: true }, { video: true }]);
  });

  it('says so when there is no camera, and when another app holds it', async () => {
    media = installFakeMedia({ camera: 'NotFoundError' });
    patientApi();
    renderRoute(routes, ROOM);
    expect(await screen.findByText('We could not find a camera')).toBeInTheDocument();
    media.restore();

    media = installFakeMedia({ camera: 'NotReadableError' });
    const { user } = renderRoute(routes, ROOM);
    await user.click((await screen.findAllByRole('button', { name: 'Try again' }))[0] as HTMLElement);
    expect(await screen.findByText('Your camera is being used by another app')).toBeInTheDocument();
  });

  it('joins with audio only: the camera is let go, the call entered, and the join token sent on the socket', async () => {
    media = installFakeMedia();
    const api = patientApi();
    const { user } = renderRoute(routes, ROOM);
    const socket = await roomSocketReady(roomSockets);
    await user.click(await screen.findByRole('button', { name: 'Join with audio only' }));
    await waitFor(() => expect(api.calls('POST', ENTER_PATH.slice(5))).toHaveLength(1));
    await waitFor(() =>
      expect(attendOf(socket)).toEqual({
        type: 'attend',
        appointmentId: APPOINTMENT_ID,
        joinToken: 'join-token-patient',
      }),
    );
    serverSays(socket, {
      type: 'attending',
      appointmentId: APPOINTMENT_ID,
      attendeeId: patientPresence().attendeeId,
    });
    expect(await screen.findByRole('navigation', { name: 'Call controls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for Dr Priya Raman')).toBeInTheDocument();
  });
});

describe('in the call', () => {
  async function joinWithDoctorThere() {
    const present = [doctorPresence()];
    const api = patientApi(present);
    const view = renderRoute(routes, ROOM);
    const socket = await roomSocketReady(roomSockets);
    await view.user.click(await screen.findByRole('button', { name: 'Join video consult' }));
    await attended(socket, patientPresence());
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
    return { ...view, socket, api, peer: FakePeerConnection.all[0] as FakePeerConnection };
  }

  it('offers a connection to the doctor already there, with the ICE servers it was given', async () => {
    media = installFakeMedia();
    const { socket, peer } = await joinWithDoctorThere();
    expect(peer.configuration.iceServers).toEqual([{ urls: ['stun:stun.curo.test:3478'] }]);
    expect(peer.senders.map((s) => s.track?.kind).sort()).toEqual(['audio', 'video']);
    await waitFor(() =>
      expect(signalsTo(socket, DOCTOR_ID)).toContainEqual({
        type: 'signal',
        appointmentId: APPOINTMENT_ID,
        to: DOCTOR_ID,
        data: { description: { type: 'offer', sdp: 'fake offer' } },
      }),
    );
    // The doctor's answer and candidates come back as room.signal.
    act(() =>
      socket.publish(`user:${PATIENT_ID}`, {
        type: 'room.signal',
        appointmentId: APPOINTMENT_ID,
        from: DOCTOR_ID,
        fromAttendeeId: doctorPresence().attendeeId,
        data: { description: { type: 'answer', sdp: 'their answer' } },
      }),
    );
    await waitFor(() => expect(peer.remoteDescription).toEqual({ type: 'answer', sdp: 'their answer' }));
    const tile = screen.getByTestId('remote-tile');
    expect(within(tile).getByText('Dr Priya Raman')).toBeInTheDocument();
    expect(within(tile).getByText('Connecting…')).toBeInTheDocument();
    act(() => peer.setConnectionState('connected'));
    await waitFor(() => expect(screen.queryByText('Connecting…')).not.toBeInTheDocument());
  });

  it('mutes, turns the camera off and shares the screen in its place', async () => {
    media = installFakeMedia();
    const { user, peer, socket } = await joinWithDoctorThere();
    const audio = peer.senders.find((s) => s.track?.kind === 'audio')?.track as FakeTrack;
    const video = peer.senders.find((s) => s.track?.kind === 'video')?.track as FakeTrack;
    act(() => peer.setConnectionState('connected'));

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    await waitFor(() =>
      expect(signalsTo(socket, DOCTOR_ID).at(-1)).toMatchObject({
        data: { media: { audio: false, video: true, screen: false } },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(video.enabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Turn camera on' }));
    expect(video.enabled).toBe(true);

    const sender = peer.senders.find((s) => s.track === video);
    await user.click(screen.getByRole('button', { name: 'Share screen' }));
    const screenTrack = media.screens[0] as FakeTrack;
    await waitFor(() => expect(sender?.replaceTrack).toHaveBeenLastCalledWith(screenTrack));
    // Stopped from the browser's own bar: the camera comes back.
    act(() => screenTrack.end());
    await waitFor(() => expect(sender?.replaceTrack).toHaveBeenLastCalledWith(video));
    expect(screen.getByRole('button', { name: 'Share screen' })).toBeInTheDocument();
  });

  it('switches the camera in every connection', async () => {
    media = installFakeMedia();
    const { user, peer } = await joinWithDoctorThere();
    const sender = peer.senders.find((s) => s.track?.kind === 'video');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Camera, microphone and speaker' });
    await user.selectOptions(within(dialog).getByLabelText('Camera'), 'camera-2');
    await waitFor(() =>
      expect(sender?.replaceTrack).toHaveBeenLastCalledWith(
        expect.objectContaining({ deviceId: 'camera-2' }),
      ),
    );
  });

  it('sets the connection up afresh when the doctor comes back after a reload', async () => {
    media = installFakeMedia();
    const { peer, socket } = await joinWithDoctorThere();
    act(() =>
      socket.publish(ROOM_TOPIC, {
        type: 'room.joined',
        appointmentId: APPOINTMENT_ID,
        attendee: doctorPresence(),
      }),
    );
    await waitFor(() => expect(peer.closed).toBe(true));
    // They offer; we answer on a new connection.
    act(() =>
      socket.publish(`user:${PATIENT_ID}`, {
        type: 'room.signal',
        appointmentId: APPOINTMENT_ID,
        from: DOCTOR_ID,
        fromAttendeeId: doctorPresence().attendeeId,
        data: { description: { type: 'offer', sdp: 'their offer' } },
      }),
    );
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(2));
    await waitFor(() =>
      expect(signalsTo(socket, DOCTOR_ID)).toContainEqual(
        expect.objectContaining({ data: { description: { type: 'answer', sdp: 'fake answer' } } }),
      ),
    );
  });

  it('restarts ICE when the connection fails', async () => {
    media = installFakeMedia();
    const { peer } = await joinWithDoctorThere();
    act(() => peer.setConnectionState('failed'));
    expect(peer.restartIce).toHaveBeenCalledOnce();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
  });

  it('leaves: the API hears it, the camera goes off, and a reload no longer rejoins', async () => {
    media = installFakeMedia();
    const { user, api, peer } = await joinWithDoctorThere();
    const video = peer.senders.find((s) => s.track?.kind === 'video')?.track as FakeTrack;
    expect(sessionStorage.getItem(`curo:consult-room:${APPOINTMENT_ID}`)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave call' }));
    expect(await screen.findByRole('heading', { name: 'You left the call' })).toBeInTheDocument();
    expect(api.calls('POST', LEAVE_PATH.slice(5))).toHaveLength(1);
    expect(peer.closed).toBe(true);
    expect(video.readyState).toBe('ended');
    expect(sessionStorage.getItem(`curo:consult-room:${APPOINTMENT_ID}`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Rejoin the call' })).toBeInTheDocument();
  });

  it('shows the end of the consult when the doctor ends it', async () => {
    media = installFakeMedia();
    const { socket } = await joinWithDoctorThere();
    act(() =>
      socket.publish(ROOM_TOPIC, {
        type: 'room.left',
        appointmentId: APPOINTMENT_ID,
        attendee: patientPresence(),
        reason: 'closed',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The consult has ended' })).toBeInTheDocument();
  });

  it('lets the doctor end the consult for everyone', async () => {
    media = installFakeMedia();
    const api = stubApi({
      ...signedInDoctor(),
      [CONSULT_PATH]: () => json(200, buildRoomConsult()),
      [MEETING_PATH]: () => json(200, buildMeeting([patientPresence()])),
      [ENTER_PATH]: () => json(200, buildEntry(doctorPresence(), [patientPresence()])),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/end`]: () =>
        json(200, buildRoomConsult({ status: 'ended' }).appointment),
    });
    const { user } = renderRoute(routes, ROOM);
    const socket = await roomSocketReady(roomSockets);
    await user.click(await screen.findByRole('button', { name: 'Join video consult' }));
    await attended(socket, doctorPresence());
    await user.click(await screen.findByRole('button', { name: 'End consult' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the consult for everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'End consult' }));
    await waitFor(() =>
      expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/end`)).toHaveLength(1),
    );
  });

  it('enters once when effects run twice (StrictMode, as in development)', async () => {
    media = installFakeMedia();
    const api = patientApi([doctorPresence()]);
    const { user } = renderRoute(routes, ROOM, { strict: true });
    const socket = await roomSocketReady(roomSockets);
    await user.click(await screen.findByRole('button', { name: 'Join video consult' }));
    await attended(socket, patientPresence());
    await waitFor(() => expect(FakePeerConnection.all).toHaveLength(1));
    expect(api.calls('POST', ENTER_PATH.slice(5))).toHaveLength(1);
    expect(await screen.findByRole('navigation', { name: 'Call controls' })).toBeInTheDocument();
  });

  it('goes straight back in after a reload, with the same choices', async () => {
    media = installFakeMedia();
    sessionStorage.setItem(`curo:consult-room:${APPOINTMENT_ID}`, JSON.stringify({ audioOnly: true }));
    const api = patientApi([doctorPresence()]);
    renderRoute(routes, ROOM);
    const socket = await roomSocketReady(roomSockets);
    await waitFor(() => expect(api.calls('POST', ENTER_PATH.slice(5))).toHaveLength(1));
    await waitFor(() => expect(attendOf(socket)).toBeDefined());
    expect(media.asked).toEqual([{ audio: true, video: false }]);
    expect(screen.queryByRole('button', { name: 'Join video consult' })).not.toBeInTheDocument();
  });
});

describe('when the call cannot be entered', () => {
  const refusedWith = (response: () => Response) => {
    media = installFakeMedia();
    stubApi({
      ...signedInPatient(),
      [CONSULT_PATH]: () => json(200, buildRoomConsult()),
      [MEETING_PATH]: response,
    });
    renderRoute(routes, ROOM);
  };

  it('says when a call that is not open yet opens', async () => {
    refusedWith(() =>
      apiError(
        409,
        'The video call opens at Tue 24 Nov 2026, 8:50 am AEDT, 10 minutes before the consult starts',
        ErrorCode.ROOM_NOT_OPEN,
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'The video call is not open yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The video call opens at Tue 24 Nov 2026, 8:50 am AEDT, 10 minutes before the consult starts',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
  });

  it('says a closed call is closed', async () => {
    refusedWith(() =>
      apiError(409, 'This consult is ended: its video call is closed', ErrorCode.ROOM_CLOSED),
    );
    expect(await screen.findByRole('heading', { name: 'This video call has closed' })).toBeInTheDocument();
    expect(screen.getByText('This consult is ended: its video call is closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a full call is full, and tries again', async () => {
    media = installFakeMedia();
    const api = patientApi([], {
      [ENTER_PATH]: () =>
        apiError(
          409,
          'This consult’s video call is full: at most 4 people can be in it at once',
          ErrorCode.ROOM_FULL,
        ),
    });
    const { user } = renderRoute(routes, ROOM);
    await roomSocketReady(roomSockets);
    await user.click(await screen.findByRole('button', { name: 'Join video consult' }));
    expect(await screen.findByRole('heading', { name: 'The call is full' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join video consult' })).toBeInTheDocument();
    expect(api.calls('POST', ENTER_PATH.slice(5))).toHaveLength(1);
  });

  it('tells someone outside the consult that there is no such consult for them', async () => {
    media = installFakeMedia();
    stubApi({
      ...signedInPatient(),
      [CONSULT_PATH]: () => apiError(404, 'Not found', ErrorCode.NOT_FOUND),
      [MEETING_PATH]: () => apiError(404, 'Not found', ErrorCode.NOT_FOUND),
    });
    renderRoute(routes, ROOM);
    expect(
      await screen.findByRole('heading', { name: 'We could not find this consult' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your appointments' })).toBeInTheDocument();
  });
});
