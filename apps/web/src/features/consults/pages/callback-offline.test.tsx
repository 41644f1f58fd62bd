import { ErrorCode } from '@curo/core/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { localDate, setViewerTimeZone, zonedInstant } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  buildDirectoryDoctor,
  fakeLiveConnection,
  stubSchedulingApi,
} from '../../scheduling/testing/build-scheduling';
import {
  APPOINTMENT_ID,
  buildConsultAppointment,
  consultResponse,
  signedInPatient,
} from '../testing/build-consults';
import { CallbackPage } from './callback-page';
import { ConsultPage } from './consult-page';
import { OfflinePage } from './offline-page';

const routes = [
  { path: '/consult/callback', element: <CallbackPage /> },
  { path: '/consult/offline', element: <OfflinePage /> },
  { path: '/account/consults/:appointmentId', element: <ConsultPage /> },
];
const CONSULT = `GET /api/v1/dateOffers/${APPOINTMENT_ID}`;
const DOCUMENTS = `GET /api/v1/appointments/${APPOINTMENT_ID}/documents`;
const DOCTOR = 'GET /api/v1/doctors/directory';

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

describe('callback', () => {
  const callback = () =>
    buildConsultAppointment(
      { type: 'callback', reason: 'Test results' },
      {
        phone: '+61412345678',
        preferredFrom: '2026-11-24T01:00:00.000Z',
        preferredTo: '2026-11-24T02:00:00.000Z',
      },
    );

  it('checks the number and the window, and sends the window as instants from my zone', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      'POST /api/v1/appointments/createCallBackAppointment': () => json(201, callback()),
      [CONSULT]: () => consultResponse(callback()),
    });
    const { user, router } = renderRoute(routes, '/consult/callback');
    const phone = await screen.findByLabelText('Australian phone number');
    await waitFor(() => expect(phone).toHaveValue('0412 345 678'));
    await user.clear(phone);
    await user.type(phone, '1300 123 456');
    const tomorrow = localDate(new Date(Date.now() + 86_400_000), 'Australia/Perth');
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), tomorrow);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '09:00');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '09:15');
    await user.click(screen.getByRole('button', { name: 'Ask for a callback' }));
    expect(screen.getByText('Please enter an Australian phone number')).toBeInTheDocument();
    expect(screen.getByText('Tell the doctor what the consult is about')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '0412 345 678');
    await user.type(screen.getByLabelText('What would you like to talk about?'), 'Test results');
    await user.click(screen.getByRole('button', { name: 'Ask for a callback' }));
    expect(screen.getByText('Give a window of at least 30 minutes')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Ask for a callback' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your callback is waiting for a doctor' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    expect(api.calls('POST', '/api/v1/appointments/createCallBackAppointment')[0]?.body).toEqual({
      phone: '+61412345678',
      preferredFrom: zonedInstant(tomorrow, '09:00', 'Australia/Perth'),
      preferredTo: zonedInstant(tomorrow, '10:00', 'Australia/Perth'),
      reason: 'Test results',
    });
    // Shown back in my zone: 1:00 UTC is 9:00 am in Perth.
    expect(screen.getByText('0412 345 678')).toBeInTheDocument();
    expect(screen.getByText('Tue 24 Nov, 9:00 am AWST and 10:00 am AWST')).toBeInTheDocument();
  });
});

describe('offline review', () => {
  const pdf = (name = 'letter.pdf', size = 2000) =>
    new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('shows the limits, marks each file that breaks them, and uploads the rest as multipart', async () => {
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [DOCTOR]: () => json(200, { items: [buildDirectoryDoctor()] }),
      'POST /api/v1/appointments/createOfflineAppointment': () =>
        json(201, { ...buildConsultAppointment({ type: 'offline' }), documents: [] }),
      [CONSULT]: () =>
        consultResponse(
          buildConsultAppointment({ type: 'offline', reason: 'Repeat of my asthma preventer' }),
        ),
      [DOCUMENTS]: () => json(200, []),
    });
    const { user, router } = renderRoute(routes, '/consult/offline');
    expect(
      await screen.findByText(/Up to 5 files: PDF, JPEG or PNG, at most 10 MB each/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe the problem'), 'Too short');
    const input = screen.getByLabelText('Add documents');
    const heic = new File([new Uint8Array(10)], 'photo.heic', { type: 'image/heic' });
    const big = pdf('scan.pdf', 11 * 1024 * 1024);
    // The picker's own filter lets anything through on some phones: the page checks again.
    fireEvent.change(input, { target: { files: [pdf(), heic, big] } });
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByText('Describe the problem in at least 20 characters')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen documents' });
    expect(
      within(chosen).getByText('Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)'),
    ).toBeInTheDocument();

    expect(within(chosen).getByText('Each document can be at most 10 MB')).toBeInTheDocument();
    expect(screen.getByText('Remove or replace the documents marked below')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo.heic' }));
    await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await user.type(
      screen.getByLabelText('Describe the problem'),
      ' — I need a repeat of my asthma preventer',
    );
    await user.selectOptions(screen.getByLabelText('Who should review it? (optional)'), 'Dr Priya Raman');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your offline review is waiting for a doctor' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/account/consults/${APPOINTMENT_ID}`);
    const sent = api.requests.find((r) => r.path === '/api/v1/appointments/createOfflineAppointment');
    expect(sent).toBeDefined();
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url).endsWith('createOfflineAppointment'));
    const form = call?.[1]?.body as FormData;
    expect(form.get('description')).toBe('Too short — I need a repeat of my asthma preventer');
    expect(form.get('doctorId')).toBe(buildDirectoryDoctor().id);
    expect(form.getAll('documents').map((f) => (f as File).name)).toEqual(['letter.pdf']);
  });

  it('shows the API’s refusal of a document at the documents', async () => {
    stubSchedulingApi({
      ...signedInPatient(),
      [DOCTOR]: () => json(200, { items: [] }),
      'POST /api/v1/appointments/createOfflineAppointment': () =>
        apiError(
          415,
          'Attach PDF, JPEG or PNG documents only (save iPhone photos as JPEG)',
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        ),
    });
    const { user } = renderRoute(routes, '/consult/offline');
    await user.type(
      await screen.findByLabelText('Describe the problem'),
      'A rash on my arm for two weeks, itchy',
    );
    await user.upload(screen.getByLabelText('Add documents'), pdf('scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach PDF, JPEG or PNG documents only');
  });

  it('shows the doctor’s question, sends my answer, and later the response', async () => {
    let appointment = buildConsultAppointment(
      { type: 'offline', status: 'waiting_info', reason: 'A rash on my arm for two weeks' },
      { question: 'Could you send a photo in daylight?' },
    );
    const api = stubSchedulingApi({
      ...signedInPatient(),
      [CONSULT]: () => consultResponse(appointment),
      [DOCUMENTS]: () =>
        json(200, [
          {
            id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
            fileName: 'arm.webp',
            contentType: 'image/webp',
            sizeBytes: 250_000,
            uploadedBy: null,
            createdAt: '2026-11-20T01:00:00.000Z',
          },
        ]),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/provideInformation`]: () => {
        appointment = {
          ...appointment,
          status: 'completed',
          details: {
            ...appointment.details,
            answer: 'Photo added',
            response: 'This looks like eczema. Use a moisturiser twice a day.',
            respondedAt: '2026-11-21T01:00:00.000Z',
          },
        };
        return json(200, appointment);
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The doctor has a question for you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could you send a photo in daylight?')).toBeInTheDocument();
    expect(await screen.findByText('Image, 244 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send your answer' }));
    expect(screen.getByText('Write your answer for the doctor')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'Photo added');
    await user.click(screen.getByRole('button', { name: 'Send your answer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The doctor’s response' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This looks like eczema. Use a moisturiser twice a day.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/provideInformation`)[0]?.body).toEqual({
      answer: 'Photo added',
    });
  });
});

describe('the callback window the form suggests', () => {
  const open = async () => {
    stubSchedulingApi({ ...signedInPatient() });
    renderRoute(routes, '/consult/callback');
    await screen.findByLabelText('Australian phone number');
  };

  it('on a Sunday at 9:45 pm Sydney, is 8–9 am Sydney on Monday, shown in my zone (Perth)', async () => {
    // Sunday 29 November 2026, 9:45 pm AEDT (UTC+11); Perth (UTC+8) is three hours behind.
    vi.setSystemTime(new Date('2026-11-29T10:45:00Z'));
    await open();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('From')).toHaveValue('05:00');
    expect(screen.getByLabelText('To')).toHaveValue('06:00');
    expect(
      screen.getByText(/Doctors call back 8 am – 10 pm Sydney time \(5:00 am – 7:00 pm your time\)/),
    ).toBeInTheDocument();
  });

  it('on a Tuesday at 10 am Sydney, is 10:30–11:30 am Sydney the same day', async () => {
    setViewerTimeZone('Australia/Sydney');
    vi.setSystemTime(new Date('2026-11-30T23:00:00Z'));
    await open();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('From')).toHaveValue('10:30');
    expect(screen.getByLabelText('To')).toHaveValue('11:30');
  });

  it('refuses a window running past 10 pm Sydney before sending it, and sends nothing', async () => {
    setViewerTimeZone('Australia/Sydney');
    vi.setSystemTime(new Date('2026-11-30T23:00:00Z'));
    const api = stubSchedulingApi({ ...signedInPatient() });
    const { user } = renderRoute(routes, '/consult/callback');
    await screen.findByLabelText('Australian phone number');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '21:45');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '22:30');
    await user.type(screen.getByLabelText('What would you like to talk about?'), 'Test results');
    await user.click(screen.getByRole('button', { name: 'Ask for a callback' }));
    expect(
      screen.getByText(
        'Doctors call back 8 am – 10 pm Sydney time: choose a window within those hours on one day',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/appointments/createCallBackAppointment')).toHaveLength(0);
  });
});
