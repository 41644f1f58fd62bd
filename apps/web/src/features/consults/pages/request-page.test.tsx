import { ErrorCode } from '@curo/core/errors';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  buildBrisbaneDoctor,
  buildDirectoryDoctor,
  fakeLiveConnection,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  buildOffer,
  consultResponse,
  OFFER_2_ID,
  OFFER_ID,
  SYDNEY_DOCTOR_ID,
  signedInPatient,
} from '../testing/build-consults';
import { ConsultPage } from './consult-page';
import { RequestPage } from './request-page';

const routes = [
  { path: '/consult/request', element: <RequestPage /> },
  { path: '/account/consults/:appointmentId', element: <ConsultPage /> },
];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const directory = () => ({
  'GET /api/v1/doctors/directory': () =>
    json(200, { items: [buildDirectoryDoctor(), buildBrisbaneDoctor()] }),
});

beforeEach(async () => {
  setViewerTimeZone('Australia/Brisbane');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('asking for a consult', () => {
  it('asks a specialty, with the reason and the times that suit', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      ...directory(),
      'POST /api/v1/appointments/createAppointmentRequest': () => json(201, buildConsultAppointment()),
      [CONSULT]: () => consultResponse(buildConsultAppointment({}, { preferredTimes: 'Weekday mornings' })),
    });
    const { user, router } = renderRoute(routes, '/consult/request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask for a consult' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByText('Choose the specialty you need')).toBeInTheDocument();
    expect(screen.getByText('Tell the doctor what the consult is about')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Specialty'), 'Dermatology');
    await user.type(screen.getByLabelText('What is the consult about?'), 'A mole that has changed');
    await user.type(screen.getByLabelText('When suits you? (optional)'), 'Weekday mornings');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for the doctor’s times' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    expect(api.calls('POST', '/api/v1/appointments/createAppointmentRequest')[0]?.body).toEqual({
      specialty: 'Dermatology',
      reason: 'A mole that has changed',
      duration: 15,
      preferredTimes: 'Weekday mornings',
    });
  });

  it('asks a particular doctor for one of their lengths', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      ...directory(),
      'POST /api/v1/appointments/createAppointmentRequest': () => json(201, buildConsultAppointment()),
      [CONSULT]: () => consultResponse(buildConsultAppointment()),
    });
    const { user } = renderRoute(routes, `/consult/request?doctor=${SYDNEY_DOCTOR_ID}`);
    await screen.findByRole('option', { name: /Dr Priya Raman/ });
    await user.selectOptions(screen.getByLabelText('How long a consult?'), '30');
    await user.type(screen.getByLabelText('What is the consult about?'), 'Review of blood pressure');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByRole('heading', { level: 1, name: 'Waiting for the doctor’s times' });
    expect(api.calls('POST', '/api/v1/appointments/createAppointmentRequest')[0]?.body).toEqual({
      doctorId: SYDNEY_DOCTOR_ID,
      reason: 'Review of blood pressure',
      duration: 30,
    });
  });
});

describe('offered times', () => {
  const offered = () => buildConsultAppointment({ status: 'offered' });
  const offers = () => [
    buildOffer(),
    buildOffer({ id: OFFER_2_ID, startsAt: '2026-11-24T22:00:00.000Z', endsAt: '2026-11-24T22:30:00.000Z' }),
  ];

  it('shows the times in my zone and books the one I accept', async () => {
    let appointment = offered();
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(appointment, appointment.status === 'offered' ? offers() : []),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/accept-date`]: () => {
        appointment = { ...appointment, status: 'scheduled', startsAt: '2026-11-23T22:00:00.000Z' };
        return json(200, appointment);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a time' })).toBeInTheDocument();
    // 9:00 am in Sydney (daylight saving) is 8:00 am in Brisbane.
    await user.click(screen.getByRole('button', { name: 'Accept Tue 24 Nov, 8:00 am AEST' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your consult is booked' }),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/accept-date`)[0]?.body).toEqual({
      dateOfferId: OFFER_ID,
    });
  });

  it('says when a time has just gone, and keeps the others', async () => {
    let list = offers();
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(offered(), list),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/accept-date`]: () => {
        list = list.map((o) => (o.id === OFFER_ID ? { ...o, status: 'withdrawn' } : o));
        return apiError(409, 'That time has just been booked. Choose another', ErrorCode.SLOT_TAKEN);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept Tue 24 Nov, 8:00 am AEST' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/That time has just been booked/)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Accept Wed 25 Nov, 8:00 am AEST' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Tue 24 Nov, 8:00 am AEST' })).not.toBeInTheDocument();
  });

  it('asks for new dates with a note', async () => {
    let appointment = offered();
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(appointment, appointment.status === 'offered' ? offers() : []),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/request-new-dates`]: () => {
        appointment = { ...appointment, status: 'requested' };
        return json(200, appointment);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'None of these suit me' }));
    await user.type(screen.getByLabelText('When would suit you better? (optional)'), 'Afternoons next week');
    await user.click(screen.getByRole('button', { name: 'Ask for new dates' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for the doctor’s times' }),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/request-new-dates`)[0]?.body).toEqual({
      note: 'Afternoons next week',
    });
  });
});
