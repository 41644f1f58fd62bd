import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { fakeLiveConnection, stubSchedulingApi } from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  signedInDoctor,
} from '../testing/build-consults';
import { ConsultPage } from './consult-page';

const routes = [{ path: '/account/consults/:appointmentId', element: <ConsultPage /> }];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
/** The signed-in doctor is this consult's doctor. */
const DOCTOR_ID = buildDoctorDetail().id;

beforeEach(async () => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a consult’s page, for its doctor', () => {
  it('shows an instant consult as itself, not as the patient’s queue, with its steps', async () => {
    stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment({
            type: 'instant',
            status: 'in_progress',
            doctorId: DOCTOR_ID,
            startsAt: '2026-11-20T00:50:00.000Z',
            endsAt: '2026-11-20T01:05:00.000Z',
            reason: 'Rash on both arms',
          }),
        ),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Consult, Fri 20 Nov, 11:50 am/ });
    const card = heading.closest('section') as HTMLElement;
    expect(within(card).getByText('Instant consult')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('Rash on both arms')).toBeInTheDocument();
    expect(screen.queryByText(/place in the queue/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: /^End consult/ }));
    expect(await screen.findByRole('dialog', { name: 'End this consult?' })).toBeInTheDocument();
  });

  it('asks before starting a booked consult days ahead of its time', async () => {
    const api = stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment({
            type: 'scheduled',
            status: 'scheduled',
            doctorId: DOCTOR_ID,
            startsAt: '2026-11-23T22:00:00.000Z',
            endsAt: '2026-11-23T22:15:00.000Z',
          }),
        ),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/start`]: () => json(200, {}),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: /^Start consult/ }));
    expect(await screen.findByRole('dialog', { name: 'Start the consult early?' })).toHaveTextContent(
      'about 4 days from now',
    );
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/start`)).toHaveLength(0);
  });
});
