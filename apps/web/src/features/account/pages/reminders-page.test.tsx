import { reminderMessages, type TReminder } from '@curo/core/reminders';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { buildDoctorDetail, buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { APPOINTMENT_ID, buildList, listItem } from '../../scheduling/testing/build-scheduling';
import { CREATE_REMINDER_PATH, REMINDERS_PATH } from '../api/reminders';
import { RemindersPage } from './reminders-page';

const routes = [{ path: '/account/reminders', element: <RemindersPage /> }];
const ME = 'GET /api/v1/users/fetchLogin';
const UPCOMING = 'GET /api/v1/appointments/list/upcoming/1/50';
const REQUESTED = '7f4a0d4c-5d0e-4a5c-9e95-4b6d7c8e9f0a';
const reminder = (overrides: Partial<TReminder> = {}): TReminder => ({
  id: 'r1',
  appointmentId: APPOINTMENT_ID,
  userId: 'u1',
  kind: 'auto24h',
  channels: ['email'],
  remindAt: '2026-11-22T22:00:00.000Z',
  minutesBefore: 1440,
  status: 'pending',
  sentAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});
const handlers = {
  [ME]: () => json(200, buildPatientDetail()),
  [UPCOMING]: () =>
    json(
      200,
      buildList([
        listItem(),
        // A request has no booked time: nothing to remind of yet.
        listItem({ id: REQUESTED, type: 'request', status: 'requested', startsAt: null, endsAt: null }),
      ]),
    ),
  [`GET ${REMINDERS_PATH}`]: () =>
    json(200, {
      items: [
        reminder(),
        reminder({
          id: 'r2',
          kind: 'custom',
          channels: ['email', 'sms'],
          remindAt: '2026-11-23T20:00:00.000Z',
        }),
        reminder({ id: 'r3', kind: 'auto1h', status: 'cancelled' }),
      ],
    }),
};

beforeEach(() => {
  setViewerTimeZone('Australia/Sydney');
  localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
});
afterEach(() => {
  act(() => toast.clear());
  setViewerTimeZone(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openAdd() {
  const rendered = renderRoute(routes, '/account/reminders');
  await rendered.user.click(await screen.findByRole('button', { name: /^Add a reminder/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a reminder' });
  return { ...rendered, dialog };
}

describe('a patient’s reminders', () => {
  it('lists each booked consult with its reminders, leaving out cancelled ones and consults without a time', async () => {
    stubApi(handlers);
    renderRoute(routes, '/account/reminders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
    const consults = await screen.findAllByRole('listitem', { name: /^Tue 24 Nov/ });
    expect(consults).toHaveLength(1);
    const reminders = within(consults[0]!).getByRole('list', { name: /^Reminders for/ });
    const lines = within(reminders)
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    expect(lines).toEqual([
      expect.stringContaining('A day before (automatic) · Email'),
      expect.stringContaining('Your reminder · Email and Text message'),
    ]);
    expect(within(consults[0]!).getByText('Scheduled consult with Priya Raman')).toBeInTheDocument();
  });

  it('adds a reminder some time before, by the ways chosen', async () => {
    const api = stubApi({
      ...handlers,
      [`POST ${CREATE_REMINDER_PATH}`]: () => json(201, reminder({ kind: 'custom' })),
    });
    const { user, dialog } = await openAdd();
    await user.selectOptions(within(dialog).getByLabelText('When'), '30 minutes before');
    await user.click(within(dialog).getByLabelText('Text message'));
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await screen.findByText('Reminder added.')).toBeInTheDocument();
    expect(api.calls('POST', CREATE_REMINDER_PATH)[0]?.body).toEqual({
      appointmentId: APPOINTMENT_ID,
      minutesBefore: 30,
      channels: ['email', 'sms'],
    });
  });

  it('asks for at least one way before sending anything', async () => {
    const api = stubApi(handlers);
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(within(dialog).getByText(reminderMessages.channels)).toBeInTheDocument();
    expect(api.calls('POST', CREATE_REMINDER_PATH)).toHaveLength(0);
  });

  it('shows the server’s refusal by the field it is about', async () => {
    stubApi({
      ...handlers,
      [`POST ${CREATE_REMINDER_PATH}`]: () => apiError(400, reminderMessages.noMobile),
    });
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByLabelText('Text message'));
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByText(reminderMessages.noMobile)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'How' })).toHaveAccessibleDescription(
      reminderMessages.noMobile,
    );
  });

  it('says when the time has passed, by the time', async () => {
    stubApi({ ...handlers, [`POST ${CREATE_REMINDER_PATH}`]: () => apiError(400, reminderMessages.passed) });
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));
    expect(await within(dialog).findByLabelText('When')).toHaveAccessibleDescription(reminderMessages.passed);
  });

  it('says when there is no booked consult to remind of, and offers to book', async () => {
    stubApi({ ...handlers, [UPCOMING]: () => json(200, buildList([])) });
    renderRoute(routes, '/account/reminders');
    expect(await screen.findByText('No booked consults coming up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consult' })).toHaveAttribute('href', '/book');
  });

  it('says when the reminders cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      ...handlers,
      [`GET ${REMINDERS_PATH}`]: () =>
        fail ? apiError(500, 'Something went wrong') : json(200, { items: [] }),
    });
    const { user } = renderRoute(routes, '/account/reminders');
    expect(await screen.findByText('Your reminders could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reminders for this consult yet.')).toBeInTheDocument();
  });

  it('is for patients only', async () => {
    stubApi({ ...handlers, [ME]: () => json(200, buildDoctorDetail()) });
    renderRoute(routes, '/account/reminders');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
  });
});
