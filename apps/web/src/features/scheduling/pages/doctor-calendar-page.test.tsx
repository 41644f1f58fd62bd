import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  buildAppointment,
  fakeLiveConnection,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';
import { DoctorCalendarPage } from './doctor-calendar-page';

const routes = [{ path: '/account/doctor/calendar', element: <DoctorCalendarPage /> }];
const DAY = `/api/v1/users/${SYDNEY_DOCTOR_ID}/appointments/date/2026-11-24`;
const doctor = buildDoctorDetail({ id: SYDNEY_DOCTOR_ID }, { timeZone: 'Australia/Sydney' });

const handlers = (items = [{ ...buildAppointment(), patientName: 'Mia Nguyen' }]) => ({
  'GET /api/v1/users/fetchLogin': () => json(200, doctor),
  [`GET ${DAY}`]: () => json(200, { timeZone: 'Australia/Sydney', items }),
  [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getConsultSettings`]: () =>
    json(200, {
      durations: [15, 30],
      bufferMinutes: 0,
      minNoticeMinutes: 60,
      horizonDays: 60,
      kinds: ['scheduled'],
      acceptsEmergency: false,
      priceCents: null,
    }),
  [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getDoctorAvailableSlots?date=2026-11-24&duration=15&showAll=true`]:
    () =>
      json(200, [
        { startsAt: NINE_SYDNEY, endsAt: NINE_FIFTEEN_SYDNEY, free: false, reason: 'booked' },
        { startsAt: NINE_FIFTEEN_SYDNEY, endsAt: '2026-11-23T22:30:00.000Z', free: true, reason: null },
        {
          startsAt: '2026-11-24T01:00:00.000Z',
          endsAt: '2026-11-24T01:15:00.000Z',
          free: false,
          reason: 'break',
        },
      ]),
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

describe('the doctor’s calendar', () => {
  it('shows the day’s consults with the patient, and the slots marked free, booked and break', async () => {
    stubSchedulingApi(handlers());
    renderRoute(routes, '/account/doctor/calendar?date=2026-11-24');
    expect(await screen.findByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: '9:00 am AEDT – 9:15 am' })).closest(
      'article',
    ) as HTMLElement;
    expect(await within(card).findByText('Mia Nguyen')).toBeInTheDocument();
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    // The consult's own page: where the notes, documents and files are.
    expect(within(card).getByRole('link', { name: 'Notes and documents for Mia Nguyen' })).toHaveAttribute(
      'href',
      `/account/consults/${APPOINTMENT_ID}`,
    );
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(await within(slots).findByText(': Free')).toBeInTheDocument();
    expect(within(slots).getByText(': Break')).toBeInTheDocument();
    expect(within(slots).getByText(': Booked')).toBeInTheDocument();
  });

  it('offers the actions a booked consult allows and runs them', async () => {
    const api = stubSchedulingApi({
      ...handlers(),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/start`]: () =>
        json(200, buildAppointment({ status: 'in_progress' })),
      [`POST /api/v1/appointments/${APPOINTMENT_ID}/runningLate`]: () =>
        json(200, buildAppointment({ runningLateMinutes: 15 })),
    });
    const { user } = renderRoute(routes, '/account/doctor/calendar?date=2026-11-24');
    await screen.findByText('Mia Nguyen');
    const names = screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t?.includes('the consult with'));
    expect(names).toEqual([
      'Check in the consult with Mia Nguyen',
      'Start consult the consult with Mia Nguyen',
      'Waiting for information the consult with Mia Nguyen',
      'Running late the consult with Mia Nguyen',
      'Cancel the consult with Mia Nguyen',
    ]);
    // Four days before its time (the tests' clock is Friday 20 November): starting asks first.
    await user.click(screen.getByRole('button', { name: 'Start consult the consult with Mia Nguyen' }));
    const early = await screen.findByRole('dialog', { name: 'Start the consult early?' });
    expect(early).toHaveTextContent('It is booked for Tue 24 Nov, 9:00 am AEDT, about 4 days from now.');
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/start`)).toHaveLength(0);
    await user.click(within(early).getByRole('button', { name: 'Start now' }));
    expect(await screen.findByText('The consult has started')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/start`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Running late the consult with Mia Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Running late' });
    await user.selectOptions(within(dialog).getByLabelText('How late will you be?'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Tell the patient' }));
    expect(await screen.findByText('The patient has been told you are running late')).toBeInTheDocument();
    expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/runningLate`)[0]?.body).toEqual({
      minutes: 15,
    });
  });

  it('offers end and mark completed for a consult in progress, resume for one waiting', async () => {
    stubSchedulingApi(
      handlers([
        { ...buildAppointment({ status: 'in_progress' }), patientName: 'Mia Nguyen' },
        {
          ...buildAppointment({
            id: '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f',
            status: 'waiting_info',
            startsAt: NINE_FIFTEEN_SYDNEY,
          }),
          patientName: 'Mia Nguyen',
        },
      ]),
    );
    renderRoute(routes, '/account/doctor/calendar?date=2026-11-24');
    await screen.findAllByText('Mia Nguyen');
    expect(
      screen.getByRole('button', { name: 'End consult the consult with Mia Nguyen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark completed/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
  });

  it('shows the week, and opens a day from it', async () => {
    const week = Object.fromEntries(
      ['23', '25', '26', '27', '28', '29'].map((d) => [
        `GET /api/v1/users/${SYDNEY_DOCTOR_ID}/appointments/date/2026-11-${d}`,
        () => json(200, { timeZone: 'Australia/Sydney', items: [] }),
      ]),
    );
    stubSchedulingApi({ ...handlers(), ...week });
    const { user, router } = renderRoute(routes, '/account/doctor/calendar?date=2026-11-24&view=week');
    expect(await screen.findByRole('heading', { name: 'Week of 23 November 2026' })).toBeInTheDocument();
    const tuesday = screen.getByRole('button', { name: /Tue 24 24 November/ });
    await user.click(tuesday);
    expect(locationOf(router)).toBe('/account/doctor/calendar?date=2026-11-24');
  });

  it('points a patient to their appointments instead', async () => {
    stubSchedulingApi({ 'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()) });
    renderRoute(routes, '/account/doctor/calendar');
    expect(await screen.findByRole('link', { name: 'your appointments' })).toHaveAttribute(
      'href',
      '/account/appointments',
    );
  });
});
