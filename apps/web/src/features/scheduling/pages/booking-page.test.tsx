import { ErrorCode } from '@curo/core/errors';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { setViewerTimeZone } from '../../../lib/date-time';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  APPOINTMENT_ID,
  BRISBANE_DOCTOR_ID,
  buildAppointment,
  buildBrisbaneDoctor,
  buildDirectoryDoctor,
  buildMonth,
  fakeLiveConnection,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';
import { BookingPage } from './booking-page';

const routes = [{ path: '/book', element: <BookingPage /> }];
const SLOTS = `/api/v1/users/${SYDNEY_DOCTOR_ID}/getDoctorAvailableSlots?date=2026-11-24&duration=15`;
const MONTH = `/api/v1/services/availability-calendar/${SYDNEY_DOCTOR_ID}/date/2026-11-01?duration=15`;
const slots = [
  { startsAt: NINE_SYDNEY, endsAt: NINE_FIFTEEN_SYDNEY },
  { startsAt: NINE_FIFTEEN_SYDNEY, endsAt: '2026-11-23T22:30:00.000Z' },
];

const common = () => ({
  'GET /api/v1/doctors/directory': () =>
    json(200, { items: [buildDirectoryDoctor(), buildBrisbaneDoctor()] }),
  [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getConsultSettings`]: () =>
    json(200, {
      durations: [15, 30],
      bufferMinutes: 0,
      minNoticeMinutes: 60,
      horizonDays: 60,
      kinds: ['scheduled'],
      acceptsEmergency: false,
      priceCents: 8900,
    }),
  [`GET ${MONTH}`]: () => json(200, buildMonth()),
  [`GET ${SLOTS}`]: () => json(200, slots),
  'GET /api/v1/users/fetchLogin': () => json(200, buildPatientDetail()),
  'GET /api/v1/familyMembers': () =>
    json(200, {
      items: [
        {
          id: '7f4a0d4c-5d0e-4a5c-8e95-4b6d7c8e9f0a',
          firstName: 'Leo',
          lastName: 'Nguyen',
          dateOfBirth: '2019-02-03',
          sex: 'male',
          relationship: 'child',
          medicareIrn: 2,
        },
      ],
    }),
});

beforeEach(async () => {
  setViewerTimeZone('Australia/Perth');
  await fakeLiveConnection();
});
afterEach(() => {
  setViewerTimeZone(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('booking a consult', () => {
  it('asks first which kind of consult, leading to each kind’s own flow', async () => {
    stubSchedulingApi(common());
    const { user, router } = renderRoute(routes, '/book');
    expect(
      await screen.findByRole('heading', { name: 'What kind of consult do you need?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See a doctor now/ })).toHaveAttribute(
      'href',
      '/consult/instant',
    );
    await user.click(screen.getByRole('button', { name: /Scheduled consult/ }));
    expect(locationOf(router)).toBe('/book?kind=scheduled');
    expect(await screen.findByRole('heading', { name: 'Choose your doctor' })).toBeInTheDocument();
  });

  it('says what to do in an emergency and lists doctors with their next free time in my zone', async () => {
    stubSchedulingApi(common());
    renderRoute(routes, '/book?kind=scheduled');
    expect(await screen.findByText(/In an emergency, call 000/)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Dr Priya Raman' })).closest(
      'article',
    ) as HTMLElement;
    // 9:00 am in Sydney is 6:00 am in Perth.
    expect(within(card).getByText('Tue 24 Nov, 6:00 am AWST')).toBeInTheDocument();
    expect(screen.getByText('No free times in the next two weeks')).toBeInTheDocument();
  });

  it('narrows the doctors to a specialty from the address (as a specialty page links)', async () => {
    stubSchedulingApi(common());
    renderRoute(routes, '/book?specialty=dermatology');
    expect(await screen.findByRole('heading', { name: 'Dr Tom Walker' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dr Priya Raman' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Specialty')).toHaveValue('Dermatology');
  });

  it('shows the free days and times in my zone with the doctor’s own time beside them', async () => {
    stubSchedulingApi(common());
    const { user, router } = renderRoute(routes, '/book?kind=scheduled');
    await user.click(await screen.findByRole('button', { name: 'Choose Dr Priya Raman' }));
    expect(locationOf(router)).toBe(`/book?kind=scheduled&doctor=${SYDNEY_DOCTOR_ID}`);
    expect(await screen.findByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tuesday 24 November, 2 free times/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Monday 23 November, no free times/ })).toBeDisabled();
    const nine = await screen.findByRole('button', { name: /6:00 am AWST/ });
    expect(nine).toHaveTextContent('9:00 am AEDT for the doctor');
    expect(screen.getByText(/Times are in your time zone \(Perth, AWST\)/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in when they choose a time, and back to the same step', async () => {
    stubSchedulingApi(common());
    const { user, router } = renderRoute(routes, `/book?doctor=${SYDNEY_DOCTOR_ID}`);
    await user.click(await screen.findByRole('button', { name: /6:00 am AWST/ }));
    const next = `/book?doctor=${SYDNEY_DOCTOR_ID}&slot=${encodeURIComponent(NINE_SYDNEY)}`;
    expect(locationOf(router)).toBe(`/login?next=${encodeURIComponent(next)}`);
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
    const atDetails = `/book?doctor=${SYDNEY_DOCTOR_ID}&slot=${encodeURIComponent(NINE_SYDNEY)}`;

    it('holds the time for a family member, counts down the hold, and books it on confirm', async () => {
      const hold = buildAppointment({
        status: 'held',
        familyMemberId: '7f4a0d4c-5d0e-4a5c-8e95-4b6d7c8e9f0a',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        'POST /api/v1/appointments/confirmSpecialtySlot': () => json(200, { ...hold, status: 'scheduled' }),
      });
      const { user } = renderRoute(routes, atDetails);
      expect(await screen.findByText('$89.00, GST-free')).toBeInTheDocument();
      const time = screen.getByText('Tue 24 Nov, 6:00 am AWST');
      expect(time.parentElement).toHaveTextContent('9:00 am AEDT for the doctor in Sydney');

      await user.click(await screen.findByRole('button', { name: 'Hold this time' }));
      expect(await screen.findByText('Tell the doctor what the consult is about')).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/appointments/bookSpecialtySlot')).toHaveLength(0);

      await user.click(await screen.findByRole('radio', { name: 'Leo Nguyen' }));
      await user.type(screen.getByLabelText('What would you like to talk about?'), 'Rash on his arm');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      expect(await screen.findByRole('timer')).toHaveTextContent(
        /holding this time for you for (10:00|9:5\d)/,
      );
      expect(api.calls('POST', '/api/v1/appointments/bookSpecialtySlot')[0]?.body).toEqual({
        doctorId: SYDNEY_DOCTOR_ID,
        startsAt: NINE_SYDNEY,
        duration: 15,
        reason: 'Rash on his arm',
        familyMemberId: '7f4a0d4c-5d0e-4a5c-8e95-4b6d7c8e9f0a',
      });

      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      expect(
        await screen.findByRole('heading', { name: 'You’re booked for Tue 24 Nov, 6:00 am AWST' }),
      ).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot')[0]?.body).toEqual({
        appointmentId: APPOINTMENT_ID,
      });
      expect(screen.getByRole('link', { name: 'See your appointments' })).toHaveAttribute(
        'href',
        '/account/appointments',
      );
    });

    it('says when the time has just been taken, and shows the refreshed free times', async () => {
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () =>
          apiError(409, 'That time has just been booked. Choose another', ErrorCode.SLOT_TAKEN),
      });
      const { user, router } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('That time has just been booked');
      expect(alert).toHaveTextContent('The free times are up to date below.');
      expect(locationOf(router)).toBe(`/book?doctor=${SYDNEY_DOCTOR_ID}`);
      expect(await screen.findByRole('button', { name: /6:00 am AWST/ })).toBeInTheDocument();
      expect(api.calls('GET', SLOTS).length).toBeGreaterThanOrEqual(1);
    });

    it('says when the hold ran out before confirming', async () => {
      const hold = buildAppointment({
        status: 'held',
        holdExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        'POST /api/v1/appointments/confirmSpecialtySlot': () =>
          apiError(409, 'The hold on this time has run out', ErrorCode.HOLD_EXPIRED),
      });
      const { user, router } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
      expect(await screen.findByText('Your hold ran out before you confirmed')).toBeInTheDocument();
      expect(locationOf(router)).toBe(`/book?doctor=${SYDNEY_DOCTOR_ID}`);
    });

    it('lets the held time go when the patient chooses another', async () => {
      const hold = buildAppointment({
        status: 'held',
        holdExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        [`POST /api/v1/appointments/${APPOINTMENT_ID}/cancel`]: () =>
          json(200, { ...hold, status: 'cancelled' }),
      });
      const { user, router } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
      expect(locationOf(router)).toBe(`/book?doctor=${SYDNEY_DOCTOR_ID}`);
      expect(api.calls('POST', `/api/v1/appointments/${APPOINTMENT_ID}/cancel`)[0]?.body).toEqual({
        reason: 'Chose another time',
      });
    });
  });

  it('tells when a doctor in the address does not take bookings', async () => {
    stubSchedulingApi(common());
    renderRoute(routes, `/book?doctor=${BRISBANE_DOCTOR_ID.replace('1c', '9c')}`);
    expect(await screen.findByText('That doctor is not taking bookings')).toBeInTheDocument();
  });
});
