import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { SYDNEY_DOCTOR_ID, stubSchedulingApi } from '../testing/build-scheduling';
import { DoctorAvailabilityPage } from './doctor-availability-page';

const routes = [{ path: '/account/doctor/availability', element: <DoctorAvailabilityPage /> }];
const RULE_ID = '8a5b1e5d-6e1f-4b6d-9fa6-5c7e8f9a0b1c';
const rule = (overrides = {}) => ({
  id: RULE_ID,
  doctorId: SYDNEY_DOCTOR_ID,
  kind: 'weekly',
  weekday: 1,
  date: null,
  startTime: '09:00',
  endTime: '17:00',
  note: null,
  ...overrides,
});
const availability = (calendar: unknown = null) => ({
  doctorId: SYDNEY_DOCTOR_ID,
  timeZone: 'Australia/Sydney',
  rules: [
    rule(),
    rule({
      id: '9b6c2f6e-7f2a-4c7e-8ab7-6d8f9a0b1c2d',
      kind: 'dayOff',
      weekday: null,
      date: '2026-12-25',
      startTime: null,
      endTime: null,
    }),
    rule({ id: 'ac7d3a7f-8a3b-4d8f-9bc8-7e9a0b1c2d3e', kind: 'break', startTime: '12:30', endTime: '13:00' }),
  ],
  calendar,
});
const settings = {
  durations: [15, 30],
  bufferMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 60,
  kinds: ['scheduled', 'request', 'callback', 'offline'],
  acceptsEmergency: false,
  priceCents: null,
};
const base = (calendar: unknown = null) => ({
  'GET /api/v1/users/fetchLogin': () => json(200, buildDoctorDetail({ id: SYDNEY_DOCTOR_ID })),
  'GET /api/v1/availability': () => json(200, availability(calendar)),
  [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getConsultSettings`]: () => json(200, settings),
});

beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a doctor’s availability', () => {
  it('lists weekly hours, dates that differ and breaks in the doctor’s zone', async () => {
    stubSchedulingApi(base());
    renderRoute(routes, '/account/doctor/availability');
    expect(
      await screen.findByText('Mondays: 9:00 am – 5:00 pm', { selector: '.text-ink' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Friday 25 December 2026: day off', { selector: '.text-ink' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Mondays: break 12:30 pm – 1:00 pm', { selector: '.text-ink' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hours are in your own time zone \(Sydney\)/)).toBeInTheDocument();
  });

  it('adds weekly hours, refusing an end before the start', async () => {
    const api = stubSchedulingApi({
      ...base(),
      'POST /api/v1/availability': () => json(201, rule({ weekday: 3 })),
    });
    const { user } = renderRoute(routes, '/account/doctor/availability');
    const weekly = await screen.findByRole('region', { name: 'Weekly hours' });
    await user.click(within(weekly).getByRole('button', { name: 'Add weekly hours' }));
    await user.selectOptions(within(weekly).getByLabelText('Day'), 'Wednesday');
    const from = within(weekly).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '18:00');
    await user.click(within(weekly).getByRole('button', { name: 'Save' }));
    expect(within(weekly).getByRole('alert')).toHaveTextContent('The end must be after the start');
    await user.clear(from);
    await user.type(from, '08:00');
    await user.click(within(weekly).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/availability')[0]?.body).toEqual({
        kind: 'weekly',
        weekday: 3,
        date: null,
        startTime: '08:00',
        endTime: '17:00',
      }),
    );
  });

  it('changes and removes a rule', async () => {
    const api = stubSchedulingApi({
      ...base(),
      [`PUT /api/v1/availability/${RULE_ID}`]: () => json(200, rule({ endTime: '16:00' })),
      [`DELETE /api/v1/availability/${RULE_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderRoute(routes, '/account/doctor/availability');
    const weekly = await screen.findByRole('region', { name: 'Weekly hours' });
    await user.click(within(weekly).getByRole('button', { name: 'Change Mondays: 9:00 am – 5:00 pm' }));
    const to = within(weekly).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '16:00');
    await user.click(within(weekly).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PUT', `/api/v1/availability/${RULE_ID}`)[0]?.body).toMatchObject({
        endTime: '16:00',
      }),
    );
    await user.click(within(weekly).getByRole('button', { name: 'Remove Mondays: 9:00 am – 5:00 pm' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/v1/availability/${RULE_ID}`)).toHaveLength(1));
  });

  it('shows the linked calendar’s last sync and error, and syncs it again', async () => {
    const api = stubSchedulingApi({
      ...base({
        source: 'url',
        url: 'https://calendar.example.com/private/••••.ics',
        lastSyncedAt: '2026-11-21T23:00:00.000Z',
        lastError: 'The calendar could not be fetched (HTTP 404).',
        busyEvents: 12,
      }),
      'POST /api/v1/availability/updateIcs': () => json(200, availability(null)),
    });
    const { user } = renderRoute(routes, '/account/doctor/availability');
    expect(await screen.findByText('https://calendar.example.com/private/••••.ics')).toBeInTheDocument();
    expect(screen.getByText('The last sync did not work')).toBeInTheDocument();
    expect(screen.getByText(/HTTP 404/)).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync again' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/availability/updateIcs')[0]?.body).toEqual({ resync: true }),
    );
  });

  it('links a calendar by its address', async () => {
    const api = stubSchedulingApi({
      ...base(),
      'POST /api/v1/availability/updateIcs': () => json(200, availability(null)),
    });
    const { user } = renderRoute(routes, '/account/doctor/availability');
    await user.type(
      await screen.findByLabelText('Calendar address (https or webcal)'),
      'https://cal.example.com/a.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Link calendar' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/v1/availability/updateIcs')[0]?.body).toEqual({
        url: 'https://cal.example.com/a.ics',
      }),
    );
  });

  it('saves consult settings, with the fee in cents', async () => {
    const api = stubSchedulingApi({
      ...base(),
      [`POST /api/v1/users/${SYDNEY_DOCTOR_ID}/updateConsultSettings`]: ({ body }) => json(200, body),
    });
    const { user } = renderRoute(routes, '/account/doctor/availability');
    const section = await screen.findByRole('region', { name: 'Consult settings' });
    await user.click(await within(section).findByRole('checkbox', { name: '45 min' }));
    await user.type(within(section).getByLabelText('Your fee (AUD, GST-free)'), '89.50');
    await user.click(within(section).getByRole('button', { name: 'Save consult settings' }));
    await waitFor(() =>
      expect(api.calls('POST', `/api/v1/users/${SYDNEY_DOCTOR_ID}/updateConsultSettings`)[0]?.body).toEqual({
        ...settings,
        durations: [15, 30, 45],
        priceCents: 8950,
      }),
    );
    expect(await screen.findByText('Consult settings saved')).toBeInTheDocument();
  });

  it('asks for at least one consult length', async () => {
    stubSchedulingApi(base());
    const { user } = renderRoute(routes, '/account/doctor/availability');
    const section = await screen.findByRole('region', { name: 'Consult settings' });
    await user.click(await within(section).findByRole('checkbox', { name: '15 min' }));
    await user.click(within(section).getByRole('checkbox', { name: '30 min' }));
    await user.click(within(section).getByRole('button', { name: 'Save consult settings' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose at least one consult length');
  });
});
