import type { TAppointment } from '@curo/core/scheduling';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_ID, buildRoomConsult } from '../testing/build-room';
import { JoinVideoConsult } from './join-video-consult';

/** The consult of the fixtures starts at 9:00 am Sydney (22:00 UTC) on Tuesday 24 November 2026. */
const NINE = Date.parse('2026-11-23T22:00:00.000Z');
const minutes = (n: number) => n * 60_000;

function show(appointment: Partial<TAppointment> = {}) {
  const consult = buildRoomConsult(appointment).appointment;
  const router = createMemoryRouter([
    { path: '/', element: <JoinVideoConsult appointment={consult} who="with Dr Priya Raman" /> },
  ]);
  render(<RouterProvider router={router} />);
}

const joinLink = () => screen.queryByRole('link', { name: 'Join video consult with Dr Priya Raman' });

describe('the way into a consult’s call', () => {
  it('is not offered for a booked consult until 10 minutes before it starts', () => {
    vi.setSystemTime(NINE - minutes(11));
    show();
    expect(joinLink()).not.toBeInTheDocument();
  });

  it('is offered from 10 minutes before, and leads to the consult room', () => {
    vi.setSystemTime(NINE - minutes(10));
    show();
    expect(joinLink()).toHaveAttribute('href', `/consult-room/${APPOINTMENT_ID}`);
  });

  it('appears by itself at the minute the call opens', async () => {
    vi.setSystemTime(NINE - minutes(10) - 300);
    show({ status: 'checked_in' });
    expect(joinLink()).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(joinLink()).toBeInTheDocument();
  });

  it('is offered while the consult is under way, even after its booked time', () => {
    vi.setSystemTime(NINE + minutes(40));
    show({ status: 'in_progress' });
    expect(joinLink()).toBeInTheDocument();
  });

  it('is not offered before a doctor has taken the consult, once it is over, or for an offline review', () => {
    vi.setSystemTime(NINE);
    show({ type: 'instant', status: 'queued', startsAt: null, doctorId: null });
    show({ status: 'ended' });
    show({ status: 'cancelled' });
    show({ type: 'offline', status: 'in_progress' });
    show({ status: 'scheduled', doctorId: null });
    expect(joinLink()).not.toBeInTheDocument();
  });

  it('is offered for an instant consult as soon as a doctor takes it', () => {
    vi.setSystemTime(NINE);
    show({ type: 'instant', status: 'scheduled', startsAt: new Date(NINE).toISOString() });
    expect(joinLink()).toBeInTheDocument();
  });
});
