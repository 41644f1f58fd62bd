import { DEFAULT_CONSULT_SETTINGS } from '@curo/core/scheduling';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
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
  consultResponse,
  signedInDoctor,
  signedInPatient,
} from '../testing/build-consults';
import { CertificateRequestPage } from './certificate-request-page';
import { ConsultPage } from './consult-page';
import { DoctorRequestsPage } from './doctor-requests-page';

const routes = [
  { path: '/consult/certificate', element: <CertificateRequestPage /> },
  { path: '/account/consults/:appointmentId', element: <ConsultPage /> },
  { path: '/account/doctor/requests', element: <DoctorRequestsPage /> },
];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const DECIDE = `/api/v1/appointments/${APPOINTMENT_ID}/certificateDecision`;
const DOCTOR_ID = buildDoctorDetail().id;

const asked = {
  reason: 'unfit_for_work' as const,
  fromDate: '2026-11-24',
  toDate: '2026-11-25',
  organisation: 'Harbour Logistics',
  symptoms: 'Fever and a sore throat since last night.',
  decision: null,
  decisionNote: null,
  documentId: null,
};
const request = (overrides = {}, certificate = {}) =>
  buildConsultAppointment(
    { type: 'offline', reason: asked.symptoms, ...overrides },
    { certificate: { ...asked, ...certificate } },
  );

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

describe('the patient’s certificate request', () => {
  it('checks the dates and symptoms, sends the request and opens its page waiting for a doctor', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      'POST /api/v1/appointments/createCertificateRequest': () => json(201, request()),
      [CONSULT]: () => consultResponse(request()),
    });
    const { user, router } = renderRoute(routes, '/consult/certificate');
    await user.selectOptions(await screen.findByLabelText('What is it for?'), 'unfit_for_study');
    await user.type(screen.getByLabelText('From'), '2026-11-25');
    await user.type(screen.getByLabelText('To'), '2026-11-24');
    await user.type(screen.getByLabelText('What is wrong?'), 'sick');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('The last day must be on or after the first day')).toBeInTheDocument();
    expect(screen.getByText('Tell the doctor what is wrong (at least 10 characters)')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/appointments/createCertificateRequest')).toHaveLength(0);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-26');
    await user.type(screen.getByLabelText('Employer or school (optional)'), 'Sydney Uni');
    await user.type(screen.getByLabelText('What is wrong?'), ' with a fever since Monday');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your certificate request is waiting for a doctor',
      }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    expect(api.calls('POST', '/api/v1/appointments/createCertificateRequest')[0]?.body).toEqual({
      reason: 'unfit_for_study',
      fromDate: '2026-11-25',
      toDate: '2026-11-26',
      organisation: 'Sydney Uni',
      symptoms: 'sick with a fever since Monday',
    });
  });

  it('shows the doctor’s reason when declined, and leads to the documents once issued', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () =>
        consultResponse(
          request(
            { status: 'cancelled', cancelReason: 'This needs an examination in person.' },
            { decision: 'declined', decisionNote: 'This needs an examination in person.' },
          ),
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your certificate request was declined' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This needs an examination in person.')).toBeInTheDocument();
  });

  it('links the issued certificate to the patient’s documents', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () =>
        consultResponse(
          request(
            { status: 'completed' },
            { decision: 'issued', documentId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5' },
          ),
        ),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your medical certificate is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your documents' })).toHaveAttribute(
      'href',
      '/account/documents',
    );
  });
});

describe('the doctor’s review of a certificate request', () => {
  const mine = request({ doctorId: DOCTOR_ID, status: 'scheduled' });
  const doctorApi = (decided: object) =>
    stubSchedulingApi({
      ...signedInDoctor(),
      [`GET /api/v1/users/${DOCTOR_ID}/getConsultSettings`]: () => json(200, DEFAULT_CONSULT_SETTINGS),
      'GET /api/v1/appointments/list/upcoming/1/50': () =>
        json(200, buildList([listItem({ ...mine, patientName: 'Mia Nguyen' })])),
      'GET /api/v1/appointments/openRequests?pageSize=50': () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50 }),
      [CONSULT]: () => consultResponse(mine),
      [`POST ${DECIDE}`]: () => json(200, decided),
    });
  const openReview = async (user: ReturnType<typeof renderRoute>['user']) => {
    const item = await screen.findByRole('article', { name: 'Mia Nguyen · Offline review' });
    await user.click(within(item).getByRole('button', { name: 'Review Mia Nguyen · Offline review' }));
    await within(item).findByText('Harbour Logistics');
    return item;
  };

  it('shows what was asked and issues the certificate with the dates pre-filled from the request', async () => {
    const api = doctorApi({ ...mine, status: 'completed' });
    const { user } = renderRoute(routes, '/account/doctor/requests');
    const item = await openReview(user);
    expect(within(item).getByText('Unfit for work')).toBeInTheDocument();
    expect(within(item).getByLabelText('From')).toHaveValue('2026-11-24');
    await user.click(within(item).getByRole('button', { name: 'Issue the certificate' }));
    expect(await screen.findByText('The certificate is issued and with the patient')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)[0]?.body).toEqual({
      decision: 'issue',
      fromDate: '2026-11-24',
      toDate: '2026-11-25',
    });
  });

  it('declines only with a reason, and can ask for a call', async () => {
    const api = doctorApi({ ...mine, status: 'cancelled' });
    const { user } = renderRoute(routes, '/account/doctor/requests');
    const item = await openReview(user);
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(within(item).getByText('Tell the patient why you decline')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)).toHaveLength(0);
    await user.type(
      within(item).getByLabelText('Reason for declining (the patient reads it)'),
      'This needs an examination in person.',
    );
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The patient is told why you declined')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)[0]?.body).toEqual({
      decision: 'decline',
      reason: 'This needs an examination in person.',
    });
    await user.click(within(item).getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText('The patient is asked to book a consult with you')).toBeInTheDocument();
    expect(api.calls('POST', DECIDE)[1]?.body).toEqual({ decision: 'call' });
  });
});
