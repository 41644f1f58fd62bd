import { ErrorCode } from '@curo/core/errors';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

  it('moves focus to the new step’s heading when the step changes, never on arrival', async () => {
    stubSchedulingApi(common());
    const { user } = renderRoute(routes, '/book');
    await screen.findByRole('heading', { name: 'What kind of consult do you need?' });
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Scheduled consult/ }));
    const doctors = await screen.findByRole('heading', { name: 'Choose your doctor' });
    await waitFor(() => expect(doctors).toHaveFocus());
    // Focusable from script only: no new stop in the tab order.
    expect(doctors).toHaveAttribute('tabindex', '-1');
    await user.click(await screen.findByRole('button', { name: 'Choose Dr Priya Raman' }));
    const times = await screen.findByRole('heading', { name: 'Choose a time' });
    await waitFor(() => expect(times).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Change doctor/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Choose your doctor' })).toHaveFocus());
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

  it('never shows a specialty’s slug: a specialty nobody takes yet is named plainly', async () => {
    stubSchedulingApi(common());
    renderRoute(routes, '/book?specialty=sleep-medicine');
    expect(
      await screen.findByText('No doctor takes bookings in this specialty online yet'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('sleep-medicine');
    expect(screen.getByLabelText('Specialty')).toHaveValue('');
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

  it('lets a patient join the waitlist for the doctor when no time suits', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    const api = stubSchedulingApi({
      ...common(),
      'POST /api/v1/waitlist/join': () =>
        json(201, {
          id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          doctorId: SYDNEY_DOCTOR_ID,
          doctorName: 'Dr Priya Raman',
          specialty: null,
          status: 'waiting',
          joinedAt: '2026-11-20T01:00:00.000Z',
          offers: [],
        }),
    });
    const { user } = renderRoute(routes, `/book?doctor=${SYDNEY_DOCTOR_ID}&date=2026-11-24`);
    const waitlist = await screen.findByRole('region', { name: 'No time suits?' });
    expect(waitlist).toHaveTextContent('Join the waitlist for Dr Priya Raman');
    await user.click(within(waitlist).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You’re on the waitlist')).toBeInTheDocument();
    expect(api.calls('POST', '/api/v1/waitlist/join')[0]?.body).toEqual({ doctorId: SYDNEY_DOCTOR_ID });
    expect(screen.getByRole('link', { name: 'your waitlist' })).toHaveAttribute('href', '/account/waitlist');
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

    it('shows the fee, takes a discount code as typed, and pays with the chosen card; a decline books nothing', async () => {
      const hold = buildAppointment({
        status: 'held',
        priceCents: 8_900,
        billing: 'private',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
      const patientId = buildPatientDetail().id;
      const cards = [
        {
          id: '0190a5c1-0000-7000-8000-00000000c001',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          isDefault: true,
          createdAt: '2026-11-01T00:00:00.000Z',
        },
        {
          id: '0190a5c1-0000-7000-8000-00000000c002',
          brand: 'mastercard',
          last4: '4444',
          expMonth: 1,
          expYear: 2031,
          isDefault: false,
          createdAt: '2026-11-02T00:00:00.000Z',
        },
      ];
      let declines = 1;
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        'GET /api/v1/payments/config': () =>
          json(200, { gateway: 'test', publishableKey: null, freeCancellationHours: 24 }),
        [`GET /api/v1/users/${patientId}/paymentMethods`]: () => json(200, { items: cards }),
        'GET /api/v1/discountCodes/verifyCode?code=WELCOME25': () =>
          json(200, {
            valid: true,
            code: 'WELCOME25',
            percentOff: 25,
            amountOffCents: null,
            validUntil: null,
          }),
        'GET /api/v1/discountCodes/verifyCode?code=OLD': () =>
          json(200, { valid: false, reason: 'expired', message: 'That code has expired' }),
        'POST /api/v1/appointments/confirmSpecialtySlot': () =>
          declines-- > 0
            ? apiError(402, 'Your card was declined. Try another card.', ErrorCode.CARD_DECLINED)
            : json(200, { ...hold, status: 'scheduled' }),
      });
      const { user } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      expect(await screen.findByText(/Cancel at least 24 hours before the consult/)).toBeInTheDocument();
      expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Pay $89.00 and book' })).toBeInTheDocument();

      const code = screen.getByLabelText(/Discount code/);
      await user.type(code, 'OLD');
      expect(await screen.findByText('That code has expired')).toBeInTheDocument();
      await user.clear(code);
      await user.type(code, 'WELCOME25');
      expect(await screen.findByText('Code applied: $22.25 off')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /Mastercard ending in 4444/ }));
      await user.click(screen.getByRole('button', { name: 'Pay $66.75 and book' }));
      expect(await screen.findByText('Your card was declined. Try another card.')).toBeInTheDocument();
      // Nothing is booked: the patient is still choosing how to pay for the held time.
      expect(screen.getByRole('timer')).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
      await user.click(screen.getByRole('button', { name: 'Pay $66.75 and book' }));
      expect(await screen.findByRole('heading', { name: /You’re booked/ })).toBeInTheDocument();
      expect(screen.getByText(/We have held \$66\.75 on your card/)).toBeInTheDocument();
      const [declined, paid] = api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot');
      expect(declined?.body).toEqual({
        appointmentId: APPOINTMENT_ID,
        paymentMethodId: cards[1]?.id,
        discountCode: 'WELCOME25',
      });
      expect(paid?.body).toEqual({
        appointmentId: APPOINTMENT_ID,
        paymentMethodId: cards[0]?.id,
        discountCode: 'WELCOME25',
      });
      // Each attempt carries a key of its own.
      expect(declined?.idempotencyKey).toBeTruthy();
      expect(paid?.idempotencyKey).toBeTruthy();
      expect(paid?.idempotencyKey).not.toBe(declined?.idempotencyKey);
    });

    it('tells the patient when the code’s last use was just taken, and tries again as a new attempt', async () => {
      const hold = buildAppointment({
        status: 'held',
        priceCents: 8_900,
        billing: 'private',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
      const visa = {
        id: '0190a5c1-0000-7000-8000-00000000c001',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
        createdAt: '2026-11-01T00:00:00.000Z',
      };
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        'GET /api/v1/payments/config': () =>
          json(200, { gateway: 'test', publishableKey: null, freeCancellationHours: 24 }),
        [`GET /api/v1/users/${buildPatientDetail().id}/paymentMethods`]: () => json(200, { items: [visa] }),
        'POST /api/v1/appointments/confirmSpecialtySlot': () =>
          apiError(
            409,
            'That code has been used as many times as it can be',
            ErrorCode.DISCOUNT_CODE_UNAVAILABLE,
          ),
      });
      const { user } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      const pay = await screen.findByRole('button', { name: 'Pay $89.00 and book' });
      await user.click(pay);
      expect(
        await screen.findByText('That code has been used as many times as it can be'),
      ).toBeInTheDocument();
      await user.click(pay);
      await waitFor(() =>
        expect(api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot')).toHaveLength(2),
      );
      const [first, second] = api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot');
      expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    });

    it('offers bulk billing when Medicare may pay: with the patient’s consent, no card is asked for', async () => {
      const hold = buildAppointment({
        status: 'held',
        priceCents: 8_900,
        billing: 'private',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      });
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        'GET /api/v1/payments/config': () =>
          json(200, { gateway: 'test', publishableKey: null, freeCancellationHours: 24 }),
        [`GET /api/v1/users/${buildPatientDetail().id}/paymentMethods`]: () => json(200, { items: [] }),
        [`GET /api/v1/medicareItems/bulkBilling?doctorId=${SYDNEY_DOCTOR_ID}&duration=15&type=scheduled`]:
          () =>
            json(200, {
              eligible: true,
              item: { itemNumber: '91800', feeCents: 4_285, description: 'GP video consult, level B' },
            }),
        'POST /api/v1/appointments/confirmSpecialtySlot': () =>
          json(200, { ...hold, status: 'scheduled', billing: 'bulk_billed' }),
      });
      const { user } = renderRoute(routes, atDetails);
      await user.type(await screen.findByLabelText('What would you like to talk about?'), 'Sore throat');
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      // Paying: the card form is there until the patient chooses bulk billing.
      expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
      await user.click(await screen.findByRole('checkbox', { name: /Bulk bill this consult/ }));
      expect(screen.getByText('Bulk billed: no charge to you, and no card is needed.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      expect(await screen.findByRole('heading', { name: /You’re booked/ })).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot')[0]?.body).toEqual({
        appointmentId: APPOINTMENT_ID,
        bulkBill: true,
      });
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

    it('holds the time with the referral the patient accepted (decision 0042)', async () => {
      const referralId = '40000000-0000-4000-8000-000000000001';
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () =>
          json(
            201,
            buildAppointment({ status: 'held', holdExpiresAt: new Date(Date.now() + 600_000).toISOString() }),
          ),
      });
      const { user } = renderRoute(routes, `${atDetails}&referral=${referralId}`);
      await user.type(
        await screen.findByLabelText('What would you like to talk about?'),
        'Skin check on referral',
      );
      await user.click(screen.getByRole('button', { name: 'Hold this time' }));
      await waitFor(() =>
        expect(api.calls('POST', '/api/v1/appointments/bookSpecialtySlot')).toHaveLength(1),
      );
      expect(api.calls('POST', '/api/v1/appointments/bookSpecialtySlot')[0]?.body).toMatchObject({
        doctorId: SYDNEY_DOCTOR_ID,
        reason: 'Skin check on referral',
        referralId,
      });
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

    it('keeps the hold in the address and resumes it after a reload at the confirm step (decision 0048)', async () => {
      const hold = buildAppointment({
        status: 'held',
        holdExpiresAt: new Date(Date.now() + 6 * 60_000).toISOString(),
      });
      const api = stubSchedulingApi({
        ...common(),
        'POST /api/v1/appointments/bookSpecialtySlot': () => json(201, hold),
        [`GET /api/v1/appointments/${APPOINTMENT_ID}`]: () => json(200, hold),
        'POST /api/v1/appointments/confirmSpecialtySlot': () => json(200, { ...hold, status: 'scheduled' }),
      });
      const first = renderRoute(routes, atDetails);
      await first.user.type(
        await screen.findByLabelText('What would you like to talk about?'),
        'Sore throat',
      );
      await first.user.click(screen.getByRole('button', { name: 'Hold this time' }));
      expect(await screen.findByRole('timer')).toBeInTheDocument();
      const address = locationOf(first.router);
      expect(address).toContain(`hold=${APPOINTMENT_ID}`);
      cleanup();

      // The reload: the same address, nothing in memory.
      const { user } = renderRoute(routes, address);
      expect(await screen.findByRole('timer')).toHaveTextContent(
        /holding this time for you for (6:00|5:5\d)/,
      );
      expect(screen.queryByText('That time has just been booked')).not.toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/appointments/bookSpecialtySlot')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
      expect(await screen.findByRole('heading', { name: /You’re booked/ })).toBeInTheDocument();
      expect(api.calls('POST', '/api/v1/appointments/confirmSpecialtySlot')[0]?.body).toEqual({
        appointmentId: APPOINTMENT_ID,
      });
    });

    it('goes back to the details when the hold in the address has run out', async () => {
      const lapsed = buildAppointment({ status: 'expired', holdExpiresAt: null });
      stubSchedulingApi({
        ...common(),
        [`GET /api/v1/appointments/${APPOINTMENT_ID}`]: () => json(200, lapsed),
      });
      const { router } = renderRoute(routes, `${atDetails}&hold=${APPOINTMENT_ID}`);
      expect(await screen.findByLabelText('What would you like to talk about?')).toBeInTheDocument();
      expect(locationOf(router)).toBe(atDetails);
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
