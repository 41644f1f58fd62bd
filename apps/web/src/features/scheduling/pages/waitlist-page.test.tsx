import { ErrorCode } from '@curo/core/errors';
import type { TWaitlistEntry } from '@curo/core/scheduling-waitlist';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildAppointment,
  fakeLiveConnection,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';
import { WaitlistPage } from './waitlist-page';

const ENTRY_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OFFER_ID = '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const routes = [
  { path: '/account/waitlist', element: <WaitlistPage /> },
  { path: '/book', element: <p>Booking page</p> },
];
const offer = {
  id: OFFER_ID,
  doctorId: SYDNEY_DOCTOR_ID,
  doctorName: 'Dr Priya Raman',
  startsAt: NINE_SYDNEY,
  endsAt: NINE_FIFTEEN_SYDNEY,
  expiresAt: '2026-11-23T10:10:00.000Z',
};
const entry = (overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry => ({
  id: ENTRY_ID,
  doctorId: SYDNEY_DOCTOR_ID,
  doctorName: 'Dr Priya Raman',
  specialty: null,
  status: 'waiting',
  joinedAt: '2026-11-20T01:00:00.000Z',
  offers: [],
  ...overrides,
});

let FakeSocket: Awaited<ReturnType<typeof fakeLiveConnection>>;
beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  FakeSocket = await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the waitlist page', () => {
  it('shows where I wait and, live, a time offered to me; accepting takes me to confirm the hold', async () => {
    let offers: TWaitlistEntry['offers'] = [];
    const api = stubSchedulingApi({
      'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()),
      'GET /api/v1/waitlist': () => json(200, { items: [entry({ offers })] }),
      [`POST /api/v1/waitlist/offers/${OFFER_ID}/accept`]: () =>
        json(200, buildAppointment({ status: 'held', startsAt: NINE_SYDNEY })),
    });
    const { user, router } = renderRoute(routes, '/account/waitlist');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText(/No time offered yet/)).toBeInTheDocument();

    // The offer arrives live.
    offers = [offer];
    const socket = FakeSocket.latest();
    act(() => socket.open());
    act(() => socket.publish(`user:${'me'}`, { type: 'waitlist.offer', offer }));
    const list = await screen.findByRole('list', { name: 'Times offered for Dr Priya Raman' });
    expect(within(list).getByText('Tue 24 Nov, 9:00 am AEDT')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Accept this time/ }));
    expect(api.calls('POST', `/api/v1/waitlist/offers/${OFFER_ID}/accept`)).toHaveLength(1);
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
    const to = new URL(locationOf(router), 'http://x');
    expect(to.pathname).toBe('/book');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      doctor: SYDNEY_DOCTOR_ID,
      duration: '15',
      slot: NINE_SYDNEY,
      hold: APPOINTMENT_ID,
    });
  });

  it('says so when someone else accepted first, and lets me leave the waitlist', async () => {
    const api = stubSchedulingApi({
      'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()),
      'GET /api/v1/waitlist': () => json(200, { items: [entry({ offers: [offer] })] }),
      [`POST /api/v1/waitlist/offers/${OFFER_ID}/accept`]: () =>
        apiError(409, 'Someone else on the waitlist took this time', ErrorCode.WAITLIST_OFFER_CLOSED),
      [`POST /api/v1/waitlist/${ENTRY_ID}/leave`]: () => json(200, entry({ status: 'left' })),
    });
    const { user, router } = renderRoute(routes, '/account/waitlist');
    await user.click(await screen.findByRole('button', { name: /Accept this time/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else on the waitlist took this time');
    expect(locationOf(router)).toBe('/account/waitlist');
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist for Dr Priya Raman' }));
    expect(api.calls('POST', `/api/v1/waitlist/${ENTRY_ID}/leave`)).toHaveLength(1);
  });

  it('says when I am not waiting for anyone', async () => {
    stubSchedulingApi({
      'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()),
      'GET /api/v1/waitlist': () => json(200, { items: [] }),
    });
    renderRoute(routes, '/account/waitlist');
    expect(await screen.findByText('You are not on a waitlist')).toBeInTheDocument();
  });
});
