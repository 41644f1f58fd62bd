import { ErrorCode } from '@curo/core/errors';
import { DEFAULT_CONSULT_SETTINGS } from '@curo/core/scheduling';
import type { TEmergencyOfferList } from '@curo/core/scheduling-on-demand';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail } from '../../../test/build-user-detail';
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
  buildConsultAppointment,
  consultResponse,
  OTHER_ID,
  signedInDoctor,
} from '../testing/build-consults';
import { DoctorRequestsPage } from './doctor-requests-page';

const routes = [{ path: '/account/doctor/requests', element: <DoctorRequestsPage /> }];
const DOCTOR_ID = buildDoctorDetail().id;
const MINE = 'GET /api/v1/appointments/list/upcoming/1/50';
const OPEN = 'GET /api/v1/appointments/openRequests?pageSize=50';
const OFFERS = 'GET /api/v1/appointments/emergencyDateOffers';
const settings = (acceptsEmergency: boolean) => ({
  [`GET /api/v1/users/${DOCTOR_ID}/getConsultSettings`]: () =>
    json(200, { ...DEFAULT_CONSULT_SETTINGS, acceptsEmergency }),
});
let sockets: typeof FakeSocket;

const emergency = (appointmentId: string, patientFirstName: string) => ({
  offerId: appointmentId.replace(/^./, 'a'),
  appointmentId,
  patientFirstName,
  reason: 'Painful ear and fever',
  symptoms: 'Fever of 39',
  urgency: 'very_urgent',
  requestedAt: '2026-11-22T01:00:00.000Z',
  offeredAt: '2026-11-22T01:00:00.000Z',
  waitingMinutes: 4,
});

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

const base = (overrides = {}) => ({
  ...signedInDoctor(),
  ...settings(true),
  [MINE]: () => json(200, buildList([])),
  [OPEN]: () => json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
  'GET /api/v1/emergencyShifts?pageSize=100': () =>
    json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
  ...overrides,
});

describe('urgent consults offered to a doctor', () => {
  it('accepts one, and says so when another doctor was first', async () => {
    let list: TEmergencyOfferList = {
      items: [emergency(APPOINTMENT_ID, 'Mia'), emergency(OTHER_ID, 'Noah')],
    };
    const api = stubSchedulingApi(
      base({
        [OFFERS]: () => json(200, list),
        [`POST /api/v1/appointments/${APPOINTMENT_ID}/accept`]: () => {
          list = { items: list.items.filter((o) => o.appointmentId !== APPOINTMENT_ID) };
          return json(200, buildConsultAppointment({ type: 'emergency', status: 'scheduled' }));
        },
        [`POST /api/v1/appointments/${OTHER_ID}/accept`]: () => {
          list = { items: [] };
          return apiError(409, 'Another doctor has already accepted this consult', ErrorCode.ALREADY_TAKEN);
        },
      }),
    );
    const { user } = renderRoute(routes, '/account/doctor/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    const mia = await screen.findByRole('article', { name: 'Urgent consult for Mia' });
    expect(within(mia).getByText('As soon as possible')).toBeInTheDocument();
    await user.click(within(mia).getByRole('button', { name: 'Accept Mia’s urgent consult' }));
    expect(await screen.findByText(/You accepted Mia’s urgent consult/)).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/accept`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Accept Noah’s urgent consult' }));
    expect(await screen.findByText('Another doctor has already accepted this consult.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Urgent consult for Noah' })).not.toBeInTheDocument(),
    );
  });

  it('shows new offers live, and takes away one another doctor accepted with a short note', async () => {
    let list: TEmergencyOfferList = { items: [] };
    stubSchedulingApi(base({ [OFFERS]: () => json(200, list) }));
    renderRoute(routes, '/account/doctor/requests');
    expect(await screen.findByText(/No urgent consults are waiting for you/)).toBeInTheDocument();
    act(() => sockets.latest().open());
    list = { items: [emergency(APPOINTMENT_ID, 'Mia')] };
    act(() =>
      sockets.latest().publish(`user:${DOCTOR_ID}`, {
        type: 'emergencyOffer.new',
        appointmentId: APPOINTMENT_ID,
        offerId: 'x',
        reason: 'Painful ear',
        urgency: 'urgent',
        requestedAt: '2026-11-22T01:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('article', { name: 'Urgent consult for Mia' })).toBeInTheDocument();
    act(() =>
      sockets.latest().publish(`user:${DOCTOR_ID}`, {
        type: 'emergencyOffer.closed',
        appointmentId: APPOINTMENT_ID,
        reason: 'taken',
      }),
    );
    expect(
      await screen.findByText('Mia’s urgent consult was accepted by another doctor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Urgent consult for Mia' })).not.toBeInTheDocument();
  });

  it('declines an offer', async () => {
    const api = stubSchedulingApi(
      base({
        [OFFERS]: () => json(200, { items: [emergency(APPOINTMENT_ID, 'Mia')] }),
        'POST /api/v1/appointments/declineEmergencyOffer': () =>
          json(200, { appointmentId: APPOINTMENT_ID, status: 'declined' }),
      }),
    );
    const { user } = renderRoute(routes, '/account/doctor/requests');
    await user.click(await screen.findByRole('button', { name: 'Decline Mia’s urgent consult' }));
    expect(await screen.findByText(/You declined Mia’s urgent consult/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/appointments/declineEmergencyOffer')[0]?.body).toEqual({
      appointmentId: APPOINTMENT_ID,
    });
  });

  it('leaves the section out for a doctor who does not take emergencies', async () => {
    stubSchedulingApi(base({ ...settings(false) }));
    renderRoute(routes, '/account/doctor/requests');
    expect(await screen.findByRole('heading', { name: 'Open requests you can take' })).toBeInTheDocument();
    await screen.findByText('No open requests right now.');
    expect(screen.queryByRole('heading', { name: 'Urgent consults offered to you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your emergency shifts' })).not.toBeInTheDocument();
  });
});

describe('requests', () => {
  it('takes an open callback', async () => {
    const callback = {
      ...buildConsultAppointment(
        { type: 'callback', doctorId: null, reason: 'Test results' },
        {
          phone: '+61298765432',
          preferredFrom: '2026-11-23T22:00:00.000Z',
          preferredTo: '2026-11-23T23:00:00.000Z',
        },
      ),
      patientName: 'Mia Nguyen',
    };
    const api = stubSchedulingApi(
      base({
        ...settings(false),
        [OPEN]: () => json(200, { items: [callback], total: 1, page: 1, pageSize: 50 }),
        [`POST /api/v1/appointments/${APPOINTMENT_ID}/accept`]: () =>
          json(200, { ...callback, status: 'scheduled' }),
      }),
    );
    const { user } = renderRoute(routes, '/account/doctor/requests');
    const item = await screen.findByRole('article', { name: 'Mia Nguyen · Callback' });
    expect(
      within(item).getByText('Call (02) 9876 5432 between Tue 24 Nov, 9:00 am AEDT and 10:00 am AEDT'),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Take it Mia Nguyen · Callback' }));
    expect(await screen.findByText('You have taken Mia Nguyen’s callback')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/accept`)).toHaveLength(1);
  });

  it('offers times for a request from the free slots', async () => {
    const request = buildConsultAppointment({ doctorId: null }, { duration: 30, preferredTimes: 'Mornings' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Australia/Sydney',
    });
    const api = stubSchedulingApi(
      base({
        ...settings(false),
        [OPEN]: () =>
          json(200, { items: [{ ...request, patientName: 'Mia Nguyen' }], total: 1, page: 1, pageSize: 50 }),
        [`GET /api/v1/dateOffers/${APPOINTMENT_ID}`]: () => consultResponse(request),
        [`GET /api/v1/appointments/dateOffersAvailableSlots?appointmentId=${APPOINTMENT_ID}&date=${tomorrow}&duration=30`]:
          () =>
            json(200, [
              { startsAt: '2026-11-23T22:00:00.000Z', endsAt: '2026-11-23T22:30:00.000Z' },
              { startsAt: '2026-11-23T22:30:00.000Z', endsAt: '2026-11-23T23:00:00.000Z' },
            ]),
        [`POST /api/v1/dateOffers/${APPOINTMENT_ID}`]: () => consultResponse(request),
      }),
    );
    const { user } = renderRoute(routes, '/account/doctor/requests');
    const item = await screen.findByRole('article', { name: 'Mia Nguyen · Consult request' });
    await user.click(
      within(item).getByRole('button', { name: 'Offer times for Mia Nguyen · Consult request' }),
    );
    expect(await within(item).findByText('Mornings')).toBeInTheDocument();
    await user.click(await within(item).findByRole('button', { name: '9:00 am' }));
    await user.click(within(item).getByRole('button', { name: '9:30 am' }));
    expect(within(item).getByRole('button', { name: '9:00 am' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(item).getByRole('button', { name: 'Offer these 2 times' }));
    expect(await screen.findByText('2 times are offered to the patient')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/dateOffers/${APPOINTMENT_ID}`)[0]?.body).toEqual({
      offers: [
        { startsAt: '2026-11-23T22:00:00.000Z', duration: 30 },
        { startsAt: '2026-11-23T22:30:00.000Z', duration: 30 },
      ],
    });
  });

  it('reviews an offline consult: documents, a question, then the response', async () => {
    const offline = buildConsultAppointment(
      { type: 'offline', doctorId: DOCTOR_ID, status: 'scheduled', reason: 'A rash on my arm for two weeks' },
      {},
    );
    const api = stubSchedulingApi(
      base({
        ...settings(false),
        [MINE]: () => json(200, buildList([listItem({ ...offline, patientName: 'Mia Nguyen' })])),
        [`GET /api/v1/dateOffers/${APPOINTMENT_ID}`]: () => consultResponse(offline),
        [`GET /api/v1/appointments/${APPOINTMENT_ID}/documents`]: () =>
          json(200, [
            {
              id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
              fileName: 'arm.pdf',
              contentType: 'application/pdf',
              sizeBytes: 1_200_000,
              uploadedBy: null,
              createdAt: '2026-11-20T01:00:00.000Z',
            },
          ]),
        [`POST /api/v1/appointments/${APPOINTMENT_ID}/requestInformation`]: () =>
          json(200, { ...offline, status: 'waiting_info' }),
      }),
    );
    const { user } = renderRoute(routes, '/account/doctor/requests');
    const item = await screen.findByRole('article', { name: 'Mia Nguyen · Offline review' });
    await user.click(within(item).getByRole('button', { name: 'Review Mia Nguyen · Offline review' }));
    expect(await within(item).findByText('PDF, 1.1 MB')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Download arm.pdf' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Send the response' }));
    expect(within(item).getByText('Write your response to the patient')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Ask for information' }));
    await user.type(
      within(item).getByLabelText('Your question for the patient'),
      'Could you send a photo in daylight?',
    );
    await user.click(within(item).getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Your question is with the patient')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/requestInformation`)[0]?.body).toEqual({
      question: 'Could you send a photo in daylight?',
    });
  });
});
