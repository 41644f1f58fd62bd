import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
import type { FakeSocket } from '../../../test/fake-socket';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildAppointment,
  buildList,
  fakeLiveConnection,
  listItem,
  PATIENT_ID,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';
import { AppointmentsPage } from './appointments-page';
import { AppointmentsRedirectPage } from './appointments-redirect-page';

const routes = [
  { path: '/account/appointments', element: <AppointmentsPage /> },
  { path: '/appointments', element: <AppointmentsRedirectPage /> },
];
const UPCOMING = '/api/v1/appointments/list/upcoming/1/10';
// Computed when called, from the test's pinned clock (see src/test/setup.ts).
const soon = () => new Date(Date.now() + 30 * 60_000).toISOString();
/** Inside the 15 minutes before the booked time, checking in asks nothing. */
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
let sockets: typeof FakeSocket;

beforeEach(async () => {
  setViewerTimeZone('Australia/Brisbane');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  sockets = await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

const patient = () => ({ 'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()) });

describe('your appointments', () => {
  it('lists upcoming consults with their state, local time and zone, doctor and reason', async () => {
    stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([listItem()])),
    });
    renderRoute(routes, '/account/appointments');
    // 9:00 am in Sydney is 8:00 am in Brisbane in summer.
    expect(await screen.findByRole('heading', { name: 'Tue 24 Nov, 8:00 am AEST' })).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Dr Priya Raman · Scheduled consult',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sore throat for three days')).toBeInTheDocument();
    expect(screen.getByText(/Times are in your time zone, Brisbane \(AEST\)/)).toBeInTheDocument();
  });

  it('links a scheduled consult that took place to its summary and documents', async () => {
    stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([listItem({ status: 'completed' })])),
    });
    renderRoute(routes, '/account/appointments');
    const link = await screen.findByRole('link', { name: /^Summary and documents/ });
    expect(link).toHaveAttribute('href', `/account/consults/${APPOINTMENT_ID}`);
  });

  it('links a request, queue or offline consult to its own page, and a booked one ahead nowhere', async () => {
    stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () =>
        json(
          200,
          buildList([
            listItem(),
            listItem({
              id: APPOINTMENT_ID.replace(/.$/, '9'),
              type: 'request',
              status: 'offered',
              startsAt: null,
            }),
          ]),
        ),
    });
    renderRoute(routes, '/account/appointments');
    const link = await screen.findByRole('link', { name: /^See offered times/ });
    expect(link).toHaveAttribute('href', `/account/consults/${APPOINTMENT_ID.replace(/.$/, '9')}`);
    expect(screen.getAllByRole('link', { name: /^See/ })).toHaveLength(1);
  });

  it('offers check in only close to the time, and cancels with a reason', async () => {
    const api = stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () =>
        json(
          200,
          buildList([
            listItem({ startsAt: soon() }),
            listItem({
              id: '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f',
              startsAt: nextWeek(),
              doctorName: 'Tom Walker',
            }),
          ]),
        ),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/cancel`]: () =>
        json(200, buildAppointment({ status: 'cancelled' })),
    });
    const { user } = renderRoute(routes, '/account/appointments');
    expect(
      await screen.findByRole('button', { name: 'Check in the consult with Dr Priya Raman' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Check in the consult with Dr Tom Walker' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the consult with Dr Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this consult?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the consult' }));
    expect(within(dialog).getByText('Say why the consult is cancelled')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Feeling better now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the consult' }));
    expect(await screen.findByText('The consult is cancelled')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Feeling better now',
    });
  });

  it('checks in, and shows a refusal naming the state', async () => {
    const api = stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([listItem({ startsAt: inTenMinutes() })])),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/checkIn`]: () =>
        apiError(409, 'This consult is cancelled, so it cannot be checked in', ErrorCode.INVALID_STATE),
    });
    const { user } = renderRoute(routes, '/account/appointments');
    await user.click(await screen.findByRole('button', { name: 'Check in the consult with Dr Priya Raman' }));
    expect(
      await screen.findByText('This consult is cancelled, so it cannot be checked in'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/checkIn`)).toHaveLength(1);
  });

  it('shows past consults, with reactivate for a cancelled one still ahead', async () => {
    const api = stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([])),
      'GET /api/v1/appointments/list/past/1/10': () =>
        json(
          200,
          buildList([listItem({ status: 'cancelled', startsAt: nextWeek(), cancelReason: 'Away for work' })]),
        ),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/reactivate`]: () => json(200, buildAppointment()),
    });
    const { user, router } = renderRoute(routes, '/account/appointments');
    expect(await screen.findByText(/No upcoming consults/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Book a consult' }))
      expect(link).toHaveAttribute('href', '/book');
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(locationOf(router)).toBe('/account/appointments?scope=past');
    expect(await screen.findByText('Cancelled: Away for work')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate the consult with Dr Priya Raman' }));
    await waitFor(() =>
      expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/reactivate`)).toHaveLength(1),
    );
  });

  it('searches and pages through the list', async () => {
    const api = stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([listItem()], { total: 25 })),
      'GET /api/v1/appointments/list/upcoming/2/10': () =>
        json(200, buildList([listItem()], { total: 25, page: 2 })),
      [`GET ${UPCOMING}?search=throat`]: () => json(200, buildList([])),
    });
    const { user, router } = renderRoute(routes, '/account/appointments');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/appointments/list/upcoming/2/10')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or reason' }), 'throat');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(locationOf(router)).toBe('/account/appointments?q=throat');
    expect(
      await screen.findByText('No appointments match “throat”. Try another name or word.'),
    ).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot load, and tries again', async () => {
    let fail = true;
    stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () =>
        fail ? apiError(500, 'Unexpected error occur. Please try again') : json(200, buildList([listItem()])),
    });
    const { user } = renderRoute(routes, '/account/appointments');
    expect(await screen.findByText('We could not load your appointments.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sore throat for three days')).toBeInTheDocument();
  });

  it('refetches when an appointment changes live', async () => {
    let status = 'scheduled';
    const api = stubSchedulingApi({
      ...patient(),
      [`GET ${UPCOMING}`]: () => json(200, buildList([listItem({ status: status as 'scheduled' })])),
    });
    renderRoute(routes, '/account/appointments');
    expect(await screen.findByText('Booked')).toBeInTheDocument();
    status = 'checked_in';
    act(() => {
      sockets.latest().open();
      sockets.latest().publish(`user:${PATIENT_ID}`, {
        type: 'appointment.changed',
        action: 'checkIn',
        appointment: buildAppointment({ status: 'checked_in' }),
      });
    });
    expect(await screen.findByText('Checked in')).toBeInTheDocument();
    expect(api.calls('GET', UPCOMING).length).toBe(2);
  });

  it('shows a doctor the patient’s name and sends /appointments to the doctor’s calendar', async () => {
    stubSchedulingApi({
      'GET /api/v1/users/fetchLogin': () => json(200, buildDoctorDetail({ id: SYDNEY_DOCTOR_ID })),
    });
    const { router } = renderRoute(routes, '/appointments');
    await waitFor(() => expect(locationOf(router)).toBe('/account/doctor/calendar'));
  });

  it('sends a patient from /appointments to their list', async () => {
    stubSchedulingApi({ ...patient(), [`GET ${UPCOMING}`]: () => json(200, buildList([])) });
    const { router } = renderRoute(routes, '/appointments');
    await waitFor(() => expect(locationOf(router)).toBe('/account/appointments'));
  });
});
