import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildCallRecording,
  buildRecordingList,
  RECORDING_ID,
  RECORDINGS_PATH,
} from '../testing/build-room';
import { RecordingsPanel } from './recordings-panel';

const OTHER_RECORDING_ID = '5c8e6b7d-1f2a-4b3c-8d5e-6f708192a3b4';

const finished = buildCallRecording({
  status: 'finished',
  stopReason: 'stopped',
  contentType: 'video/webm',
  stoppedAt: '2026-11-23T22:10:20.000Z',
  firstChunkAt: '2026-11-23T22:06:05.000Z',
  lastChunkAt: '2026-11-23T22:10:12.000Z',
  durationSeconds: 252,
  chunks: 51,
  sizeBytes: 12_900_000,
});
const byAnotherDoctor = buildCallRecording({
  ...finished,
  recordingId: OTHER_RECORDING_ID,
  recordedBy: { userId: '6d9f7c8e-2a3b-4c4d-9e6f-708192a3b4c5', name: 'Dr Sam Okafor' },
  startedAt: '2026-11-23T22:20:00.000Z',
  durationSeconds: 45,
  sizeBytes: 340_000,
});

const show = (hideWhenNone = false) =>
  renderRoute(
    [{ path: '/', element: <RecordingsPanel appointmentId={APPOINTMENT_ID} hideWhenNone={hideWhenNone} /> }],
    '/',
  );
const panel = () => screen.findByRole('region', { name: 'Call recordings' });

beforeEach(() => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
});

afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
});

describe('a consult’s call recordings', () => {
  it('lists each recording: when, who recorded it, how long and how big', async () => {
    stubApi({
      [`GET ${RECORDINGS_PATH}`]: () =>
        json(200, buildRecordingList({ recordings: [finished, byAnotherDoctor] })),
    });
    show();
    const section = await panel();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('24 Nov 2026, 9:06 am AEDT');
    expect(items[0]).toHaveTextContent('Recorded by Dr Priya Raman');
    expect(items[0]).toHaveTextContent('4 min 12 s · 12.3 MB');
    expect(items[1]).toHaveTextContent('24 Nov 2026, 9:20 am AEDT');
    expect(items[1]).toHaveTextContent('Recorded by Dr Sam Okafor');
    expect(items[1]).toHaveTextContent('45 s · 332 KB');
    expect(section).toHaveTextContent("Each play is recorded in the patient's access history.");
    expect(within(section).getAllByRole('button', { name: 'Play' })).toHaveLength(2);
    expect(section.querySelector('video')).toBeNull();
  });

  it('reveals a player on Play, its source carrying the access token read at that moment', async () => {
    stubApi({ [`GET ${RECORDINGS_PATH}`]: () => json(200, buildRecordingList({ recordings: [finished] })) });
    const { user } = show();
    const play = await within(await panel()).findByRole('button', { name: 'Play' });
    // The token was renewed after the list loaded: the player uses the new one.
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-2');
    await user.click(play);
    const video = (await screen.findByLabelText(
      'Call recording of 24 Nov 2026, 9:06 am AEDT',
    )) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(
      `/api/v1/fileUploads/call-recordings/${RECORDING_ID}?accessToken=access-2`,
    );
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when there are none', async () => {
    stubApi({ [`GET ${RECORDINGS_PATH}`]: () => json(200, buildRecordingList()) });
    show();
    expect(
      await within(await panel()).findByText("No recordings of this consult's call."),
    ).toBeInTheDocument();
  });

  it('shows nothing when there are none and it is asked to keep out of the way', async () => {
    let recordings = [finished];
    const api = stubApi({ [`GET ${RECORDINGS_PATH}`]: () => json(200, buildRecordingList({ recordings })) });
    show(true);
    expect(await within(await panel()).findByRole('button', { name: 'Play' })).toBeInTheDocument();
    cleanup();

    recordings = [];
    const { queryClient } = show(true);
    await waitFor(() => expect(api.calls('GET', RECORDINGS_PATH)).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Call recordings' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Not found'],
    [403, 'Forbidden'],
  ])('renders nothing when the list answers %i', async (status, message) => {
    const api = stubApi({ [`GET ${RECORDINGS_PATH}`]: () => apiError(status, message) });
    show();
    expect(await screen.findByText('Loading the recordings…')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', RECORDINGS_PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading the recordings…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Call recordings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
