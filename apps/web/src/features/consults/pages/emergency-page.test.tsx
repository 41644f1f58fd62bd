import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { json } from '../../../test/fake-api';
import type { FakeSocket } from '../../../test/fake-socket';
import { locationOf, renderRoute } from '../../../test/render-route';
import { fakeLiveConnection, stubSchedulingApi } from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  PATIENT_ID,
  signedInPatient,
} from '../testing/build-consults';
import { ConsultPage } from './consult-page';
import { EmergencyPage } from './emergency-page';

const routes = [
  { path: '/consult/emergency', element: <EmergencyPage /> },
  { path: '/account/consults/:appointmentId', element: <ConsultPage /> },
];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
let sockets: typeof FakeSocket;

beforeEach(async () => {
  setViewerTimeZone('Australia/Perth');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  sockets = await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

const waiting = () =>
  buildConsultAppointment({ type: 'emergency', status: 'requested', reason: 'Painful ear and fever' });

describe('urgent same-day consult', () => {
  it('says prominently that life-threatening emergencies are for 000', async () => {
    stubSchedulingApi(signedInPatient());
    renderRoute(routes, '/consult/emergency');
    const warning = await screen.findByRole('complementary', { name: 'Life-threatening emergencies' });
    expect(within(warning).getByText('Life-threatening? Call 000 now.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /life-threatening/i })).not.toBeInTheDocument();
  });

  it('checks the reason, sends reason, symptoms and urgency, then waits for a doctor', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      'POST /api/v1/appointments/createScheduledEmergencyAppointment': () =>
        json(201, { ...waiting(), offeredTo: [] }),
      [CONSULT]: () => consultResponse(waiting()),
    });
    const { user, router } = renderRoute(routes, '/consult/emergency');
    await user.click(await screen.findByRole('button', { name: 'Ask for an urgent consult' }));
    expect(screen.getByText('Tell the doctor what is happening')).toBeInTheDocument();

    await user.type(screen.getByLabelText('What is happening?'), 'Painful ear and fever');
    await user.type(
      screen.getByLabelText('Symptoms and when they started (optional)'),
      'Fever of 39 since 6 am',
    );
    await user.click(screen.getByRole('radio', { name: /As soon as possible/ }));
    await user.click(screen.getByRole('button', { name: 'Ask for an urgent consult' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are finding a doctor for you' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    expect(api.calls('POST', '/api/v1/appointments/createScheduledEmergencyAppointment')[0]?.body).toEqual({
      reason: 'Painful ear and fever',
      symptoms: 'Fever of 39 since 6 am',
      urgency: 'very_urgent',
    });
    // Nobody was on call: the patient is told the clinic is arranging one.
    expect(screen.getByText(/No doctor is on call at this moment/)).toBeInTheDocument();
  });

  it('changes live when a doctor accepts', async () => {
    let appointment = waiting();
    stubSchedulingApi({ ...signedInPatient(), [CONSULT]: () => consultResponse(appointment) });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'We are finding a doctor for you' }),
    ).toBeInTheDocument();
    act(() => sockets.latest().open());
    appointment = {
      ...appointment,
      status: 'scheduled',
      startsAt: '2026-11-23T22:00:00.000Z',
      doctorId: PATIENT_ID,
    };
    act(() =>
      sockets
        .latest()
        .publish(`user:${PATIENT_ID}`, { type: 'appointment.changed', action: 'accept', appointment }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A doctor has accepted your consult' }),
    ).toBeInTheDocument();
    // 9:00 am in Sydney is 6:00 am in Perth.
    expect(screen.getByText(/from 6:00 am AWST/)).toBeInTheDocument();
  });
});
