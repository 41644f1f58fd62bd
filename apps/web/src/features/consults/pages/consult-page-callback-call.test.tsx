import { ErrorCode } from '@curo/core/errors';
import type { TConsultCall } from '@curo/core/phone';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
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
const CALLS = `GET /api/v1/appointments/${APPOINTMENT_ID}/calls`;
const CALL_PATIENT = `/api/v1/appointments/${APPOINTMENT_ID}/callPatient`;
const CALL_OUTCOME = `/api/v1/appointments/${APPOINTMENT_ID}/callOutcome`;
const DOCTOR_ID = buildDoctorDetail().id;
const PATIENT_PHONE = '+61412345678';
const CALL_ID = '6f1c2a4e-8b7d-4c3a-9e21-0d5b7a9c1e42';

const callback = (overrides = {}) =>
  consultResponse(
    buildConsultAppointment(
      {
        type: 'callback',
        status: 'scheduled',
        doctorId: DOCTOR_ID,
        startsAt: '2026-11-20T00:00:00.000Z',
        endsAt: '2026-11-20T00:30:00.000Z',
        ...overrides,
      },
      {
        phone: PATIENT_PHONE,
        preferredFrom: '2026-11-20T00:00:00.000Z',
        preferredTo: '2026-11-20T02:00:00.000Z',
      },
    ),
  );

const placedCall = (overrides: Partial<TConsultCall> = {}): TConsultCall => ({
  id: CALL_ID,
  source: 'twilio',
  status: 'queued',
  startedAt: null,
  endedAt: null,
  durationSeconds: null,
  outcome: null,
  createdAt: '2026-11-20T00:05:00.000Z',
  ...overrides,
});

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

describe('calling a callback’s patient from the consult page', () => {
  it('places the call, hides the patient’s number and follows the call until it ends', async () => {
    // The calls the page reads: none, then the placed call ringing, then over after 4 min 12 s.
    const states = [
      { items: [] },
      { items: [placedCall({ status: 'ringing' })] },
      {
        items: [
          placedCall({
            status: 'completed',
            startedAt: '2026-11-20T00:05:10.000Z',
            endedAt: '2026-11-20T00:09:22.000Z',
            durationSeconds: 252,
          }),
        ],
      },
    ];
    let read = 0;
    const api = stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () => callback(),
      [CALLS]: () => json(200, states[Math.min(read++, states.length - 1)]),
      [`POST ${CALL_PATIENT}`]: () => json(201, placedCall()),
      [`POST ${CALL_OUTCOME}`]: () => json(200, placedCall({ status: 'completed', outcome: 'reached' })),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const section = (await screen.findByRole('heading', { name: 'Call the patient' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('No calls yet.')).toBeInTheDocument();
    expect(within(section).queryByText(/0412 345 678/)).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Call patient' }));
    expect(api.calls('POST', CALL_PATIENT)).toHaveLength(1);
    const state = within(section).getAllByRole('status')[0] as HTMLElement;
    expect(await within(section).findByText(/^Ringing your phone/)).toBeInTheDocument();
    expect(state).toHaveTextContent(/^Ringing your phone/);
    expect(within(section).getByRole('button', { name: 'Call patient' })).toBeDisabled();

    // Polled while under way, until Twilio reports the end.
    expect(
      await within(section).findByText('Call ended after 4 min 12 s', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/^Started Fri 20 Nov, 11:05 am.*, ended 11:09 am.*, 4 min 12 s$/),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/0412 345 678/)).toBeNull();

    await user.selectOptions(within(section).getByLabelText('Outcome'), 'reached');
    await user.click(within(section).getByRole('button', { name: 'Save the outcome' }));
    expect(api.calls('POST', CALL_OUTCOME)[0]?.body).toEqual({ outcome: 'reached', callId: CALL_ID });
  }, 10_000);

  it('without Twilio, explains, shows the number to call by hand and saves the outcome', async () => {
    let manual = false;
    const api = stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () => callback(),
      [CALLS]: () =>
        json(200, {
          items: manual
            ? [
                placedCall({
                  source: 'manual',
                  status: 'completed',
                  outcome: 'leftMessage',
                  durationSeconds: 180,
                }),
              ]
            : [],
        }),
      [`POST ${CALL_PATIENT}`]: () =>
        apiError(
          409,
          'Calling is not configured. Call the patient by hand and mark how the call went',
          ErrorCode.CALLING_NOT_CONFIGURED,
        ),
      [`POST ${CALL_OUTCOME}`]: () => {
        manual = true;
        return json(200, placedCall({ source: 'manual', status: 'completed', outcome: 'leftMessage' }));
      },
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const section = (await screen.findByRole('heading', { name: 'Call the patient' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Call patient' }));
    expect(await within(section).findByText(/^Calling is not configured/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '0412 345 678' })).toHaveAttribute(
      'href',
      `tel:${PATIENT_PHONE}`,
    );

    const form = within(section).getByRole('form', { name: 'Mark a call you made by hand' });
    await user.click(within(form).getByRole('button', { name: 'Save the outcome' }));
    expect(await within(form).findByText('Choose how the call went')).toBeInTheDocument();
    expect(api.calls('POST', CALL_OUTCOME)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Outcome'), 'leftMessage');
    await user.type(within(form).getByLabelText(/Length in minutes/), '3');
    await user.click(within(form).getByRole('button', { name: 'Save the outcome' }));
    expect(await within(form).findByText('Outcome saved')).toBeInTheDocument();
    expect(api.calls('POST', CALL_OUTCOME)[0]?.body).toEqual({ outcome: 'leftMessage', durationMinutes: 3 });
    expect(await within(section).findByText(/By hand · Left a message/)).toBeInTheDocument();
  });

  it('says clearly when Twilio refuses the call', async () => {
    stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () => callback(),
      [CALLS]: () => json(200, { items: [] }),
      [`POST ${CALL_PATIENT}`]: () =>
        apiError(
          503,
          'The call could not be placed. Try again, or call by hand and mark the outcome',
          ErrorCode.SERVICE_UNAVAILABLE,
        ),
    });
    const { user } = renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    const section = (await screen.findByRole('heading', { name: 'Call the patient' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Call patient' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The call could not be placed. Try again, or call by hand and mark the outcome',
    );
    expect(within(section).getByRole('button', { name: 'Call patient' })).toBeEnabled();
  });

  it('is only on a callback consult, for its doctor', async () => {
    const api = stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () => callback({ type: 'scheduled' }),
      [CALLS]: () => json(200, { items: [] }),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Consult/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call patient' })).toBeNull();
    expect(api.calls('GET', `/api/v1/appointments/${APPOINTMENT_ID}/calls`)).toHaveLength(0);
  });

  it('is not shown to another doctor reading the callback', async () => {
    stubSchedulingApi({
      ...signedInDoctor(),
      [CONSULT]: () => callback({ doctorId: '0b6f4c1e-2d3a-4e5f-8a9b-1c2d3e4f5a6b' }),
    });
    renderRoute(routes, `/account/consults/${APPOINTMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Consult/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Call the patient' })).toBeNull();
  });
});
