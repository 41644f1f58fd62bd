import {
  phoneWords,
  type TEmergencyCall,
  type TEmergencyPhoneSettings,
  ZEmergencyCall,
  ZEmergencyPhoneSettings,
} from '@curo/core/phone';
import { paths } from '@curo/core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { buildUser, json, stubApi } from '../../../test/fake-api';
import { fixture } from '../../../test/fixture';
import { renderRoute } from '../../../test/render-route';
import { DoctorEmergencyCallsPage } from './doctor-emergency-calls-page';
import { EmergencyLineAdminPage } from './emergency-line-admin-page';

const SETTINGS_PATH = '/api/v1/twilioCalls/emergencyPhoneSettings';
const CALLS_PATH = '/api/v1/twilioCalls/fetchEmergencyCalls?page=1&pageSize=20';

const settingsOf = (overrides: Partial<TEmergencyPhoneSettings> = {}) =>
  fixture(
    { ZEmergencyPhoneSettings },
    {
      publicNumber: '+61290000000',
      fallbackNumber: '+61400000999',
      ringSeconds: 20,
      noAnswerMessage: 'Nobody can take your call.',
      voicemail: true,
      twilioConfigured: true,
      voiceWebhookUrl: 'https://curo.example.com.au/api/v1/twilioCalls/voice/incoming',
      onShiftNow: [
        {
          doctorId: '0190a5c1-0000-7000-8000-000000000001',
          firstName: 'Ava',
          lastName: 'Chen',
          hasPhone: true,
        },
        {
          doctorId: '0190a5c1-0000-7000-8000-000000000002',
          firstName: 'Ben',
          lastName: 'Ross',
          hasPhone: false,
        },
      ],
      updatedAt: null,
      ...overrides,
    },
  );

let serial = 0;
const buildCall = (overrides: Partial<TEmergencyCall> = {}): TEmergencyCall => {
  serial += 1;
  return fixture(
    { ZEmergencyCall },
    {
      id: `0190a5c1-0000-7000-8000-${String(serial).padStart(12, '0')}`,
      callerNumber: '+61412000030',
      startedAt: '2026-11-19T23:30:00.000Z',
      endedAt: '2026-11-19T23:35:05.000Z',
      durationSeconds: 305,
      status: 'completed',
      outcome: 'answered',
      answeredBy: { id: '0190a5c1-0000-7000-8000-000000000001', firstName: 'Ava', lastName: 'Chen' },
      answeredByFallback: false,
      voicemail: null,
      patient: { id: '0190a5c1-0000-7000-8000-0000000000b1', firstName: 'Mia', lastName: 'Nguyen' },
      ...overrides,
    },
  );
};

const me = (role: 'admin' | 'doctor' | 'patient') =>
  buildUser({ id: '0190a5c1-0000-7000-8000-0000000000aa', role, firstName: 'Sam', lastName: 'Taylor' });
const signedIn = (role: 'admin' | 'doctor' | 'patient') => ({
  [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, me(role)),
});
const pageOf = (items: TEmergencyCall[]) => json(200, { items, page: 1, pageSize: 20, total: items.length });

describe('the emergency line screens', () => {
  beforeEach(() => {
    setViewerTimeZone('Australia/Sydney');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
  });
  afterEach(() => {
    act(() => toast.clear());
    setViewerTimeZone(null);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const renderAdmin = () =>
    renderRoute(
      [{ path: paths.adminEmergencyLine, element: <EmergencyLineAdminPage /> }],
      paths.adminEmergencyLine,
    );
  const renderDoctor = () =>
    renderRoute(
      [{ path: paths.doctorEmergencyCalls, element: <DoctorEmergencyCallsPage /> }],
      paths.doctorEmergencyCalls,
    );

  it('shows an admin who a call rings now, the webhook to give Twilio, and saves the settings', async () => {
    const api = stubApi({
      ...signedIn('admin'),
      [`GET ${SETTINGS_PATH}`]: () => json(200, settingsOf()),
      [`PUT ${SETTINGS_PATH}`]: (request) =>
        json(200, settingsOf({ ...(request.body as object), fallbackNumber: '+61400000111' })),
      [`GET ${CALLS_PATH}`]: () => pageOf([]),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency line' })).toBeInTheDocument();
    expect(await screen.findByText('Dr Ava Chen')).toBeInTheDocument();
    expect(screen.getByText('Fallback number +61400000999')).toBeInTheDocument();
    expect(screen.getByText(/not rung: Dr Ben Ross/)).toBeInTheDocument();
    expect(screen.getByText(settingsOf().voiceWebhookUrl)).toBeInTheDocument();
    expect(await screen.findByText('No calls yet')).toBeInTheDocument();

    const fallback = screen.getByLabelText(/Fallback number/);
    fireEvent.change(fallback, { target: { value: '0400 000 111' } });
    fireEvent.change(screen.getByLabelText(/Ring each phone for/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Take a voicemail after the message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save emergency line' }));
    await waitFor(() =>
      expect(api.calls('PUT', SETTINGS_PATH).map((r) => r.body)).toEqual([
        {
          publicNumber: '+61290000000',
          fallbackNumber: '+61400000111',
          ringSeconds: 25,
          noAnswerMessage: 'Nobody can take your call.',
          voicemail: false,
        },
      ]),
    );
    expect(await screen.findByText('Emergency line saved')).toBeInTheDocument();
  });

  it('says what is wrong with a number and a ring time before sending anything', async () => {
    const api = stubApi({
      ...signedIn('admin'),
      [`GET ${SETTINGS_PATH}`]: () => json(200, settingsOf()),
      [`GET ${CALLS_PATH}`]: () => pageOf([]),
    });
    renderAdmin();
    const fallback = await screen.findByLabelText(/Fallback number/);
    fireEvent.change(fallback, { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/Ring each phone for/), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save emergency line' }));
    expect(await screen.findByText(phoneWords.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(phoneWords.ringSeconds)).toBeInTheDocument();
    expect(api.calls('PUT', SETTINGS_PATH)).toHaveLength(0);
  });

  it('warns that calling is not configured without Twilio', async () => {
    stubApi({
      ...signedIn('admin'),
      [`GET ${SETTINGS_PATH}`]: () => json(200, settingsOf({ twilioConfigured: false, onShiftNow: [] })),
      [`GET ${CALLS_PATH}`]: () => pageOf([]),
    });
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Calling is not configured');
    expect(screen.getByText('No doctor with a phone number is on emergency shift now.')).toBeInTheDocument();
  });

  it('lists the calls with caller, patient, time, length, who answered and voicemail', async () => {
    stubApi({
      ...signedIn('admin'),
      [`GET ${SETTINGS_PATH}`]: () => json(200, settingsOf()),
      [`GET ${CALLS_PATH}`]: () =>
        pageOf([
          buildCall(),
          buildCall({
            callerNumber: null,
            outcome: 'voicemail',
            answeredBy: null,
            durationSeconds: 62,
            voicemail: { durationSeconds: 31, available: false, downloadPath: null },
            patient: null,
          }),
        ]),
    });
    renderAdmin();
    const calls = await screen.findAllByRole('listitem');
    const [answered, voicemail] = calls.filter((c) => c.textContent?.includes('Length'));
    expect(answered).toHaveTextContent('+61412000030 · Mia Nguyen');
    expect(answered).toHaveTextContent('Answered');
    expect(answered).toHaveTextContent('20 Nov 2026, 10:30 am AEDT');
    expect(answered).toHaveTextContent('5 min 05 s');
    expect(answered).toHaveTextContent('Dr Ava Chen');
    expect(within(voicemail as HTMLElement).getByText('Number withheld')).toBeInTheDocument();
    expect(voicemail).toHaveTextContent('Left, 31 s');
    expect(voicemail).toHaveTextContent('Nobody');
  });

  it('plays a fetched voicemail from the log with the token in the query, and says when it is still coming', async () => {
    const downloadPath = '/api/v1/twilioCalls/emergencyCalls/0190a5c1-0000-7000-8000-00000000aaaa/voicemail';
    stubApi({
      ...signedIn('admin'),
      [`GET ${SETTINGS_PATH}`]: () => json(200, settingsOf()),
      [`GET ${CALLS_PATH}`]: () =>
        pageOf([
          buildCall({
            outcome: 'voicemail',
            answeredBy: null,
            voicemail: { durationSeconds: 31, available: true, downloadPath },
          }),
          buildCall({
            callerNumber: '+61299990000',
            outcome: 'voicemail',
            answeredBy: null,
            voicemail: { durationSeconds: 8, available: false, downloadPath: null },
            patient: null,
          }),
        ]),
    });
    renderAdmin();
    const listen = await screen.findByRole('button', { name: 'Listen' });
    expect(screen.getAllByRole('button', { name: 'Listen' })).toHaveLength(1);
    expect(screen.getByText('The recording is on its way from Twilio.')).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
    fireEvent.click(listen);
    const audio = await screen.findByLabelText('Voicemail from +61412000030');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', `${downloadPath}?accessToken=access`);
    expect(listen).toHaveAttribute('aria-expanded', 'true');
    expect(listen).toHaveAttribute('aria-controls', audio.id);
  });

  it('keeps the admin screen from anyone but an admin', async () => {
    const api = stubApi(signedIn('doctor'));
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('twilioCalls'))).toHaveLength(0);
  });

  it('shows a doctor the calls they answered', async () => {
    stubApi({ ...signedIn('doctor'), [`GET ${CALLS_PATH}`]: () => pageOf([buildCall()]) });
    renderDoctor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency calls' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–1 of 1 calls')).toBeInTheDocument();
    expect(screen.getByText(/Mia Nguyen/)).toBeInTheDocument();
  });

  it('keeps the doctor screen from a patient', async () => {
    const api = stubApi(signedIn('patient'));
    renderDoctor();
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.includes('twilioCalls'))).toHaveLength(0);
  });
});
