import { ErrorCode } from '@curo/core/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { buildConsultAppointment } from '../../consults/testing/build-consults';
import { DoctorCalendarPage } from '../pages/doctor-calendar-page';
import {
  APPOINTMENT_ID,
  buildAppointment,
  fakeLiveConnection,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';

const routes = [{ path: '/account/doctor/calendar', element: <DoctorCalendarPage /> }];
const DAY = `/api/v1/users/${SYDNEY_DOCTOR_ID}/appointments/date/2026-11-24`;
const FREE_PATH = `/api/v1/users/${SYDNEY_DOCTOR_ID}/getDoctorAvailableSlots?date=2026-11-24&duration=15`;
const FREE = `GET ${FREE_PATH}`;
const FOLLOW_UP = `/api/v1/appointments/${APPOINTMENT_ID}/createScheduledFollowUpRequest`;
const doctor = buildDoctorDetail({ id: SYDNEY_DOCTOR_ID }, { timeZone: 'Australia/Sydney' });
const free = [
  { startsAt: NINE_SYDNEY, endsAt: NINE_FIFTEEN_SYDNEY },
  { startsAt: NINE_FIFTEEN_SYDNEY, endsAt: '2026-11-23T22:30:00.000Z' },
];

const handlers = (status: 'in_progress' | 'ended' | 'completed' | 'scheduled' = 'completed') => ({
  'GET /api/v1/users/fetchLogin': () => json(200, doctor),
  [`GET ${DAY}`]: () =>
    json(200, {
      timeZone: 'Australia/Sydney',
      items: [{ ...buildAppointment({ status }), patientName: 'Mia Nguyen' }],
    }),
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
  [`${FREE}&showAll=true`]: () => json(200, []),
  [FREE]: () => json(200, free),
});

const followUp = (overrides = {}) =>
  json(
    201,
    buildConsultAppointment(
      { id: '6e3f9c3b-4c9d-4f4b-8d84-3a5c6b7d8e9f', ...overrides },
      { followUpOf: APPOINTMENT_ID, instructions: 'Have a blood test first' },
    ),
  );

async function openDialog() {
  const rendered = renderRoute(routes, '/account/doctor/calendar?date=2026-11-24');
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Arrange a follow-up with Mia Nguyen' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Arrange a follow-up' });
  return { ...rendered, dialog };
}

async function chooseDay(user: ReturnType<typeof renderRoute>['user'], dialog: HTMLElement) {
  const day = within(dialog).getByLabelText('Day');
  await user.clear(day);
  await user.type(day, '2026-11-24');
}

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

describe('arranging a follow-up', () => {
  it('is offered for a consult that has happened, not for one still to come', async () => {
    stubSchedulingApi(handlers('scheduled'));
    renderRoute(routes, '/account/doctor/calendar?date=2026-11-24');
    await screen.findByText('Mia Nguyen');
    await screen.findByRole('button', { name: /^Cancel/ });
    expect(screen.queryByRole('button', { name: /Arrange a follow-up/ })).not.toBeInTheDocument();
  });

  it('asks for the instructions and a time before sending anything', async () => {
    const api = stubSchedulingApi(handlers('in_progress'));
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Length')).toHaveValue('15');
    expect(within(dialog).getByLabelText('Book a time now')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Book the follow-up' }));
    expect(within(dialog).getByText('Write the instructions for the patient')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a time for the follow-up')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Instructions for the patient')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls('POST', FOLLOW_UP)).toHaveLength(0);
  });

  it('books a free time now, shown in my zone, and says when', async () => {
    const api = stubSchedulingApi({
      ...handlers(),
      [`POST ${FOLLOW_UP}`]: () =>
        followUp({ type: 'scheduled', status: 'scheduled', startsAt: NINE_FIFTEEN_SYDNEY }),
    });
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByLabelText('Instructions for the patient'),
      'Have a blood test first{Enter}Bring the results',
    );
    await chooseDay(user, dialog);
    expect(
      await within(dialog).findByText(/Times are in your time zone \(Sydney, AEDT\)/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '9:15 am AEDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book the follow-up' }));
    expect(await screen.findByText('Follow-up booked for Tue 24 Nov, 9:15 am AEDT')).toBeInTheDocument();
    expect(api.calls('POST', FOLLOW_UP)[0]?.body).toEqual({
      instructions: 'Have a blood test first\nBring the results',
      duration: 15,
      startsAt: NINE_FIFTEEN_SYDNEY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the time to the patient: a request with the length and no time', async () => {
    const api = stubSchedulingApi({ ...handlers('ended'), [`POST ${FOLLOW_UP}`]: () => followUp() });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Instructions for the patient'), 'Rest for a week');
    await user.selectOptions(within(dialog).getByLabelText('Length'), '30');
    await user.click(within(dialog).getByLabelText('Let the patient choose (I will offer times)'));
    expect(within(dialog).queryByLabelText('Day')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a follow-up' }));
    expect(await screen.findByText('Follow-up requested')).toBeInTheDocument();
    expect(api.calls('POST', FOLLOW_UP)[0]?.body).toEqual({ instructions: 'Rest for a week', duration: 30 });
  });

  it('says when the time has just gone, and refreshes the times', async () => {
    const api = stubSchedulingApi({
      ...handlers(),
      [`POST ${FOLLOW_UP}`]: () =>
        apiError(409, 'That time has just been booked. Choose another', ErrorCode.SLOT_TAKEN),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Instructions for the patient'), 'Check the wound');
    await chooseDay(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: '9:00 am AEDT' }));
    const before = api.calls('GET', FREE_PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Book the follow-up' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('That time could not be booked');
    expect(alert).toHaveTextContent('That time has just been booked. Choose another.');
    await waitFor(() => expect(api.calls('GET', FREE_PATH).length).toBeGreaterThan(before));
    expect(within(dialog).getByRole('button', { name: '9:00 am AEDT' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('dialog', { name: 'Arrange a follow-up' })).toBeInTheDocument();
  });
});
