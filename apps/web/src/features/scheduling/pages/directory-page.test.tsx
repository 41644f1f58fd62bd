import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import {
  BRISBANE_DOCTOR_ID,
  buildBrisbaneDoctor,
  buildDirectoryDoctor,
  NINE_FIFTEEN_SYDNEY,
  NINE_SYDNEY,
  SYDNEY_DOCTOR_ID,
  stubSchedulingApi,
} from '../testing/build-scheduling';
import { DirectoryPage, filterDoctors } from './directory-page';

const routes = [{ path: '/doctors', element: <DirectoryPage /> }];
const soonDoctor = () =>
  buildBrisbaneDoctor({
    next: {
      startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3.5 * 3_600_000).toISOString(),
    },
  });

beforeEach(() => setViewerTimeZone('Australia/Sydney'));
afterEach(() => {
  setViewerTimeZone(null);
  vi.unstubAllGlobals();
});

describe('the specialist directory', () => {
  it('shows each doctor’s card with specialty, zone and next free time, soonest first, with the emergency line', async () => {
    stubSchedulingApi({
      'GET /api/v1/doctors/directory': () => json(200, { items: [buildDirectoryDoctor(), soonDoctor()] }),
    });
    renderRoute(routes, '/doctors');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Dr Tom Walker', 'Dr Priya Raman']);
    const priya = headings[1]?.closest('article') as HTMLElement;
    expect(within(priya).getByText('Works on Sydney time')).toBeInTheDocument();
    expect(within(priya).getByText('Tue 24 Nov, 9:00 am AEDT')).toBeInTheDocument();
    expect(within(priya).getByRole('link', { name: 'Book with Dr Priya Raman' })).toHaveAttribute(
      'href',
      `/book?doctor=${SYDNEY_DOCTOR_ID}`,
    );
    expect(screen.getByText(/In an emergency, call 000/)).toBeInTheDocument();
  });

  it('filters by specialty, zone and next free time, keeping the filters in the address', async () => {
    stubSchedulingApi({
      'GET /api/v1/doctors/directory': () => json(200, { items: [buildDirectoryDoctor(), soonDoctor()] }),
    });
    const { user, router } = renderRoute(routes, '/doctors');
    await screen.findByRole('heading', { name: 'Dr Tom Walker' });
    await user.selectOptions(screen.getByLabelText('Specialty'), 'Dermatology');
    expect(locationOf(router)).toBe('/doctors?specialty=Dermatology');
    expect(screen.queryByRole('heading', { name: 'Dr Priya Raman' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Specialty'), '');
    await user.selectOptions(screen.getByLabelText('Works on'), 'Australia/Sydney');
    expect(screen.queryByRole('heading', { name: 'Dr Tom Walker' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Next free time'), '1');
    expect(await screen.findByText(/No doctors match these filters/)).toBeInTheDocument();
  });

  it('lists a doctor’s bookable times on request, each leading to that time in the booking flow', async () => {
    stubSchedulingApi({
      'GET /api/v1/doctors/directory': () => json(200, { items: [buildDirectoryDoctor()] }),
      [`GET /api/v1/users/${SYDNEY_DOCTOR_ID}/getDoctorAvailableSlots?date=2026-11-24&duration=15`]: () =>
        json(200, [
          { startsAt: NINE_SYDNEY, endsAt: NINE_FIFTEEN_SYDNEY },
          { startsAt: NINE_FIFTEEN_SYDNEY, endsAt: '2026-11-23T22:30:00.000Z' },
        ]),
    });
    const { user } = renderRoute(routes, '/doctors');
    await user.click(await screen.findByRole('button', { name: 'See times of Dr Priya Raman' }));
    const time = await screen.findByRole('link', { name: '9:15 am AEDT' });
    expect(time.getAttribute('href')).toBe(
      `/book?doctor=${SYDNEY_DOCTOR_ID}&date=2026-11-24&duration=15&slot=${encodeURIComponent(NINE_FIFTEEN_SYDNEY)}`,
    );
  });

  it('says when the directory cannot load', async () => {
    stubSchedulingApi({
      'GET /api/v1/doctors/directory': () => apiError(503, 'Curo is busy. Please try again'),
    });
    renderRoute(routes, '/doctors');
    expect(await screen.findByText('We could not load our doctors.')).toBeInTheDocument();
    expect(screen.getByText('Curo is busy. Please try again')).toBeInTheDocument();
  });

  it('puts doctors with nothing free soon last, and leaves out doctors who take no bookings', () => {
    const none = buildBrisbaneDoctor({ next: null });
    const noBookings = buildBrisbaneDoctor({ id: BRISBANE_DOCTOR_ID.replace('1c', '2c'), durations: [] });
    const order = filterDoctors(
      [none, buildDirectoryDoctor(), noBookings],
      { specialty: null, zone: null, within: null },
      Date.parse('2026-11-22T00:00:00Z'),
    );
    expect(order.map((d) => d.lastName)).toEqual(['Raman', 'Walker']);
  });
});
