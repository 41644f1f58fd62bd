import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import type { FakeSocket } from '../../../test/fake-socket';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  buildList,
  fakeLiveConnection,
  listItem,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  buildPosition,
  consultResponse,
  PATIENT_ID,
  signedInPatient,
} from '../testing/build-consults';
import { ConsultPage } from './consult-page';
import { InstantPage } from './instant-page';

const routes = [
  { path: '/consult/instant', element: <InstantPage /> },
  { path: '/account/consults/:appointmentId', element: <ConsultPage /> },
];
const OPEN_LIST = 'GET /api/v1/appointments/list/upcoming/1/50';
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const POSITION = `GET /api/v1/appointments/${APPOINTMENT_ID}/queuePosition`;
let sockets: typeof FakeSocket;

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

const queued = () =>
  buildConsultAppointment({ type: 'instant', status: 'queued', reason: 'Sore throat and fever' });

describe('see a doctor now', () => {
  it('asks for a reason, joins the queue and shows the place', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [OPEN_LIST]: () => json(200, buildList([])),
      'POST /api/v1/appointments/createInstantAppointment': () => json(201, queued()),
      [CONSULT]: () => consultResponse(queued()),
      [POSITION]: () => json(200, buildPosition()),
    });
    const { user, router } = renderRoute(routes, '/consult/instant');
    expect(await screen.findByRole('heading', { level: 1, name: 'See a doctor now' })).toBeInTheDocument();
    expect(screen.getByText('In an emergency, call 000.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    expect(screen.getByText('Tell the doctor what the consult is about')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/appointments/createInstantAppointment')).toHaveLength(0);

    await user.type(
      screen.getByLabelText('What would you like to see the doctor about?'),
      'Sore throat and fever',
    );
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are in the queue' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    expect(api.calls('POST', '/api/v1/appointments/createInstantAppointment')[0]?.body).toEqual({
      reason: 'Sore throat and fever',
    });
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('3');
    expect(screen.getByText('Estimated wait: about 30 minutes')).toBeInTheDocument();
  });

  it('sends a patient already waiting back to their place', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [OPEN_LIST]: () =>
        json(200, buildList([listItem({ type: 'instant', status: 'queued', startsAt: null })])),
    });
    renderRoute(routes, '/consult/instant');
    const notice = await screen.findByText('You are already in the queue');
    expect(
      within(notice.parentElement as HTMLElement).getByRole('link', { name: 'See your place in the queue' }),
    ).toHaveAttribute('href', `/account/consults/${APPOINTMENT_ID}`);
  });

  it('shows the API refusal when the queue cannot be joined', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [OPEN_LIST]: () => json(200, buildList([])),
      'POST /api/v1/appointments/createInstantAppointment': () =>
        apiError(409, 'You are already waiting for an instant consult', ErrorCode.INSTANT_ALREADY_OPEN),
    });
    const { user } = renderRoute(routes, '/consult/instant');
    await user.type(
      await screen.findByLabelText('What would you like to see the doctor about?'),
      'Rash on my arm',
    );
    await user.click(screen.getByRole('button', { name: 'Join the queue' }));
    expect(await screen.findByText('You are already waiting for an instant consult')).toBeInTheDocument();
  });
});

describe('the queue, live', () => {
  it('moves the place and the estimate when the queue changes, without reloading', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(queued()),
      [POSITION]: () => json(200, buildPosition()),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByTestId('queue-position')).toHaveTextContent('3');
    act(() => sockets.latest().open());
    act(() =>
      sockets.latest().publish(`user:${PATIENT_ID}`, {
        type: 'queue.changed',
        ...buildPosition({ position: 1, ahead: 0, estimatedWaitMinutes: 0 }),
      }),
    );
    expect(await screen.findByText('A doctor should be with you shortly')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('1');
    expect(api.calls('GET', POSITION.slice(4))).toHaveLength(1);
  });

  it('says so honestly when nobody is on shift', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(queued()),
      [POSITION]: () =>
        json(
          200,
          buildPosition({
            doctorsOnShift: 0,
            estimatedWaitMinutes: null,
            message:
              'No doctor is on shift right now. You keep your place, and we will tell you as soon as one starts',
          }),
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByText('No estimate yet')).toBeInTheDocument();
    expect(screen.getByText(/No doctor is on shift right now/)).toBeInTheDocument();
    expect(screen.getByText(/0 doctors are on shift/)).toBeInTheDocument();
  });

  it('says the doctor is ready when a doctor takes the consult', async () => {
    let appointment = queued();
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(appointment),
      [POSITION]: () => json(200, buildPosition({ position: 1, ahead: 0 })),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeInTheDocument();
    act(() => sockets.latest().open());
    expect(sockets.latest().sent).toContainEqual({
      type: 'subscribe',
      topic: `appointment:${APPOINTMENT_ID}`,
    });
    appointment = { ...appointment, status: 'scheduled', startsAt: '2026-11-23T22:00:00.000Z' };
    act(() =>
      sockets.latest().publish(`user:${PATIENT_ID}`, {
        type: 'appointment.changed',
        action: 'accept',
        appointment,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your doctor is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/at 9:00 am AEDT/)).toBeInTheDocument();
  });

  it('leaves the queue with a reason', async () => {
    let appointment = queued();
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(appointment),
      [POSITION]: () => json(200, buildPosition()),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/cancel`]: () => {
        appointment = { ...appointment, status: 'cancelled', cancelReason: 'Feeling better' };
        return json(200, appointment);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Leave the queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the queue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the queue' }));
    expect(within(dialog).getByText('Say why the consult is cancelled')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Feeling better');
    await user.click(within(dialog).getByRole('button', { name: 'Leave the queue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have left the queue' }),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Feeling better',
    });
    expect(screen.getByRole('link', { name: 'Join the queue again' })).toHaveAttribute(
      'href',
      '/consult/instant',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
