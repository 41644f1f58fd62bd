import { DEFAULT_CONSULT_SETTINGS } from '@curo/core/scheduling';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from '../features/auth/pages/account-page';
import { OTHER_ID } from '../features/consults/testing/build-consults';
import {
  buildAppointment,
  buildList,
  fakeLiveConnection,
  listItem,
  stubSchedulingApi,
} from '../features/scheduling/testing/build-scheduling';
import { ACCESS_TOKEN_KEY } from '../lib/api-client';
import { setViewerTimeZone } from '../lib/date-time';
import { buildDoctorDetail, buildPatientDetail } from '../test/build-user-detail';
import { json } from '../test/fake-api';
import { renderRoute } from '../test/render-route';

const routes = [{ path: '/account', element: <AccountPage /> }];
/** A doctor in Perth: their day is Perth's (the tests' clock is Friday 20 November, 9:00 am there). */
const doctor = buildDoctorDetail({}, { timeZone: 'Australia/Perth' });
const DAY = `GET /api/v1/users/${doctor.id}/appointments/date/2026-11-20`;
const MINE = 'GET /api/v1/appointments/list/upcoming/1/50';
const OPEN = 'GET /api/v1/appointments/openRequests?pageSize=50';
const SETTINGS = `GET /api/v1/users/${doctor.id}/getConsultSettings`;
const THIRD = '5d2e8a2b-3b8c-4e3a-8c73-2a4b5c6d7e8f';

const handlers = () => ({
  'GET /api/v1/users/fetchLogin': () => json(200, doctor),
  [DAY]: () =>
    json(200, {
      timeZone: 'Australia/Perth',
      items: [
        {
          ...buildAppointment({
            doctorId: doctor.id,
            startsAt: '2026-11-20T02:30:00.000Z',
            endsAt: '2026-11-20T02:45:00.000Z',
            reason: 'Sore throat',
          }),
          patientName: 'Mia Nguyen',
        },
        {
          ...buildAppointment({
            id: OTHER_ID,
            doctorId: doctor.id,
            status: 'checked_in',
            startsAt: '2026-11-20T01:15:00.000Z',
            endsAt: '2026-11-20T01:30:00.000Z',
            reason: null,
          }),
          patientName: 'Noah Smith',
        },
        {
          ...buildAppointment({ id: THIRD, doctorId: doctor.id, status: 'held' }),
          patientName: 'Still booking',
        },
      ],
    }),
  [MINE]: () =>
    json(
      200,
      buildList([
        listItem({
          id: THIRD,
          type: 'callback',
          status: 'requested',
          doctorId: doctor.id,
          patientName: 'Ava Lee',
        }),
        listItem({ doctorId: doctor.id }),
      ]),
    ),
  [OPEN]: () => json(200, { items: [], total: 3, page: 1, pageSize: 50 }),
  [SETTINGS]: () => json(200, { ...DEFAULT_CONSULT_SETTINGS, acceptsEmergency: false }),
});

beforeEach(async () => {
  setViewerTimeZone('Australia/Perth');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a doctor’s overview', () => {
  it('lists today’s consults in the doctor’s zone, each with its state and a link to its page', async () => {
    const api = stubSchedulingApi(handlers());
    renderRoute(routes, '/account');
    const today = await screen.findByRole('list', { name: 'Today’s consults' });
    const rows = within(today).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      `/account/consults/${buildAppointment().id}`,
      `/account/consults/${OTHER_ID}`,
    ]);
    expect(rows[0]).toHaveTextContent('10:30 am');
    expect(rows[0]).toHaveTextContent('Mia Nguyen');
    expect(rows[0]).toHaveTextContent('Booked');
    expect(rows[1]).toHaveTextContent('Noah Smith');
    expect(rows[1]).toHaveTextContent('Checked in');
    expect(screen.queryByText('Still booking')).toBeNull();
    expect(screen.getByText('Times in Perth time (AWST).')).toBeInTheDocument();
    expect(api.calls('GET', DAY.slice(4))).toHaveLength(1);
  });

  it('counts the requests waiting, each count linking to the requests page', async () => {
    stubSchedulingApi(handlers());
    renderRoute(routes, '/account');
    const waiting = await screen.findByRole('region', { name: 'Requests waiting' });
    const yours = await within(waiting).findByRole('link', { name: /^1 Waiting for your answer/ });
    expect(yours).toHaveAttribute('href', '/account/doctor/requests');
    expect(
      await within(waiting).findByRole('link', { name: /^3 Open requests you may take/ }),
    ).toHaveAttribute('href', '/account/doctor/requests');
    expect(within(waiting).queryByText('Urgent consults offered to you')).toBeNull();
    expect(within(waiting).getByRole('link', { name: 'Ava Lee' })).toHaveAttribute(
      'href',
      `/account/consults/${THIRD}`,
    );
  });

  it('says so when there are no consults today', async () => {
    stubSchedulingApi({ ...handlers(), [DAY]: () => json(200, { timeZone: 'Australia/Perth', items: [] }) });
    renderRoute(routes, '/account');
    expect(await screen.findByText(/No consults today/)).toBeInTheDocument();
  });

  it('is not shown to a patient', async () => {
    stubSchedulingApi({ 'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()) });
    renderRoute(routes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today’s consults' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Requests waiting' })).toBeNull();
  });
});
