import { ErrorCode } from '@curo/core/errors';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone, zonedInstant } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import type { FakeSocket } from '../../../test/fake-socket';
import { renderRoute } from '../../../test/render-route';
import {
  buildList,
  fakeLiveConnection,
  listItem,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  INSTANT_DOCTOR_ID,
  OTHER_ID,
  signedInInstantDoctor,
} from '../testing/build-consults';
import { InstantQueuePage } from './instant-queue-page';

const routes = [{ path: '/account/instant/queue', element: <InstantQueuePage /> }];
const QUEUE = 'GET /api/v1/appointments/instant/queue';
const MINE = `GET /api/v1/appointments/instantDoctor/${INSTANT_DOCTOR_ID}?page=1&pageSize=5`;
const SHIFTS = 'GET /api/v1/shifts?pageSize=100';
const SHIFT_ID = '4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d';
let sockets: typeof FakeSocket;

const entry = (appointmentId: string, position: number, patientFirstName: string) => ({
  appointmentId,
  position,
  patientFirstName,
  reason: 'Sore throat and fever',
  queuedAt: '2026-11-22T01:00:00.000Z',
  waitingMinutes: 6,
});
const queueOf = (items: ReturnType<typeof entry>[], doctorsOnShift = 1) =>
  json(200, { items, doctorsOnShift, averageConsultMinutes: 15 });

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  sockets = await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the instant queue, for an instant doctor', () => {
  it('shows the queue, follows it live, takes the next patient and runs the consult', async () => {
    let waiting = [entry(APPOINTMENT_ID, 1, 'Mia'), entry(OTHER_ID, 2, 'Noah')];
    let mine = buildList([]);
    // Taken from the queue, an instant consult starts now: starting it asks nothing.
    const taken = listItem({
      type: 'instant',
      status: 'scheduled',
      startsAt: new Date().toISOString(),
      doctorId: INSTANT_DOCTOR_ID,
      patientName: 'Mia Nguyen',
    });
    const api = stubSchedulingApi({
      ...signedInInstantDoctor(),
      [QUEUE]: () => queueOf(waiting),
      [MINE]: () => json(200, mine),
      [SHIFTS]: () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
      'POST /api/v1/appointments/instant/next': () => {
        waiting = waiting.slice(1);
        mine = buildList([taken]);
        return json(200, taken);
      },
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/start`]: () => {
        mine = buildList([{ ...taken, status: 'in_progress' }]);
        return json(200, { ...taken, status: 'in_progress' });
      },
    });
    const { user } = renderRoute(routes, '/account/instant/queue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instant queue' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Patients waiting' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 patients are waiting · 1 doctor on shift')).toBeInTheDocument();

    // Someone joins: the queue refetches without a reload.
    waiting = [...waiting, entry('7f4a0d4c-5d0e-4a5c-9e95-4b6d7c8e9f0a', 3, 'Ava')];
    act(() => sockets.latest().open());
    act(() =>
      sockets
        .latest()
        .publish(`user:${INSTANT_DOCTOR_ID}`, { type: 'queue.changed', waiting: 3, doctorsOnShift: 1 }),
    );
    expect(await screen.findByText('Ava')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take next patient' }));
    const current = await screen.findByRole('region', { name: 'Your current patient' });
    expect(within(current).getByText('Mia Nguyen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take next patient' })).toBeDisabled();
    await user.click(within(current).getByRole('button', { name: /^Start consult/ }));
    expect(await within(current).findByRole('button', { name: /^End consult/ })).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/start`)).toHaveLength(1);
  });

  it('says so when nobody is waiting', async () => {
    stubSchedulingApi({
      ...signedInInstantDoctor(),
      [QUEUE]: () => queueOf([], 0),
      [MINE]: () => json(200, buildList([])),
      [SHIFTS]: () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
      'POST /api/v1/appointments/instant/next': () =>
        apiError(409, 'No patients are waiting', ErrorCode.QUEUE_EMPTY),
    });
    const { user } = renderRoute(routes, '/account/instant/queue');
    expect(await screen.findByText(/Nobody is waiting/)).toBeInTheDocument();
    expect(screen.getByText('Nobody is on shift')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take next patient' }));
    expect(await screen.findByText('No patients are waiting')).toBeInTheDocument();
  });

  it('lists, adds and removes shifts in the doctor’s zone', async () => {
    let shifts = [
      {
        id: SHIFT_ID,
        kind: 'instant',
        doctorId: INSTANT_DOCTOR_ID,
        doctorName: 'Sam Okafor',
        startsAt: '2026-11-23T22:00:00.000Z',
        endsAt: '2026-11-24T06:00:00.000Z',
        note: null,
        createdAt: '2026-11-20T01:00:00.000Z',
      },
    ];
    const api = stubSchedulingApi({
      ...signedInInstantDoctor(),
      [QUEUE]: () => queueOf([]),
      [MINE]: () => json(200, buildList([])),
      [SHIFTS]: () => json(200, { items: shifts, total: shifts.length, page: 1, pageSize: 100 }),
      'POST /api/v1/shifts': () =>
        apiError(409, 'This shift overlaps another shift of the same doctor', ErrorCode.SHIFT_OVERLAP),
      [`DELETE /api/v1/shifts/${SHIFT_ID}`]: () => {
        shifts = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderRoute(routes, '/account/instant/queue');
    const panel = await screen.findByRole('region', { name: 'Your instant shifts' });
    expect(await within(panel).findByText('Tue 24 Nov, 9:00 am AEDT to 5:00 pm AEDT')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText('Day'));
    await user.type(within(panel).getByLabelText('Day'), '2026-12-01');
    await user.clear(within(panel).getByLabelText('From'));
    await user.type(within(panel).getByLabelText('From'), '20:00');
    await user.clear(within(panel).getByLabelText('To'));
    await user.type(within(panel).getByLabelText('To'), '06:00');
    await user.click(within(panel).getByRole('button', { name: 'Add shift' }));
    expect(
      await within(panel).findByText('This shift overlaps another shift of the same doctor'),
    ).toBeInTheDocument();
    // Ending before it starts runs past midnight.
    expect(api.calls('POST', '/api/v1/shifts')[0]?.body).toEqual({
      startsAt: zonedInstant('2026-12-01', '20:00', 'Australia/Sydney'),
      endsAt: zonedInstant('2026-12-02', '06:00', 'Australia/Sydney'),
    });

    await user.click(within(panel).getByRole('button', { name: /^Remove the shift/ }));
    expect(await within(panel).findByText(/No shifts in the next two weeks/)).toBeInTheDocument();
  });
});
