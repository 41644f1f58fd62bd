import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewerTimeZone } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { APPOINTMENT_ID, buildAppointment, NINE_SYDNEY } from '../testing/build-scheduling';
import type { TActionKind } from '../utils/appointment-status';
import { AppointmentActions } from './appointment-actions';

/** The booked time is 9:00 am in Sydney; the clock is set some minutes before it. */
const BOOKED = Date.parse(NINE_SYDNEY);
const minutesBefore = (minutes: number) => () => BOOKED - minutes * 60_000;
const path = (kind: string) => `/api/v1/appointments/${APPOINTMENT_ID}/${kind}`;

function renderActions(actions: TActionKind[], now: () => number) {
  const api = stubApi(
    Object.fromEntries(
      ['checkIn', 'start', 'end', 'markAsCompleted'].map((kind) => [
        `POST ${path(kind)}`,
        () => json(200, buildAppointment()),
      ]),
    ),
  );
  const rendered = renderRoute(
    [
      {
        path: '/',
        element: (
          <AppointmentActions
            appointmentId={APPOINTMENT_ID}
            actions={actions}
            who="with Mia Nguyen"
            startsAt={NINE_SYDNEY}
            now={now}
          />
        ),
      },
    ],
    '/',
  );
  return { api, ...rendered };
}

beforeEach(() => setViewerTimeZone('Australia/Sydney'));
afterEach(() => {
  act(() => toast.clear());
  setViewerTimeZone(null);
  vi.unstubAllGlobals();
});

describe('guard rails on a consult’s steps', () => {
  it('asks before starting more than 15 minutes early, naming the time, and sends nothing on "Not yet"', async () => {
    const { api, user } = renderActions(['start'], minutesBefore(40));
    await user.click(screen.getByRole('button', { name: 'Start consult the consult with Mia Nguyen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the consult early?' });
    expect(dialog).toHaveTextContent('It is booked for Tue 24 Nov, 9:00 am AEDT, 40 minutes from now.');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', path('start'))).toHaveLength(0);
  });

  it('starts once the doctor confirms an early start', async () => {
    const { api, user } = renderActions(['start'], minutesBefore(16));
    await user.click(screen.getByRole('button', { name: /^Start consult/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the consult early?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    expect(await screen.findByText('The consult has started')).toBeInTheDocument();
    expect(api.calls('POST', path('start'))).toHaveLength(1);
  });

  it.each([15, 5, 0, -10])('starts at once %i minutes before the booked time', async (minutes) => {
    const { api, user } = renderActions(['start'], minutesBefore(minutes));
    await user.click(screen.getByRole('button', { name: /^Start consult/ }));
    expect(await screen.findByText('The consult has started')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', path('start'))).toHaveLength(1);
  });

  it('asks before checking in more than 15 minutes early, and checks in when confirmed', async () => {
    const { api, user } = renderActions(['checkIn'], minutesBefore(20));
    await user.click(screen.getByRole('button', { name: /^Check in/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in early?' });
    expect(dialog).toHaveTextContent('20 minutes from now');
    expect(api.calls('POST', path('checkIn'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Check in now' }));
    expect(await screen.findByText('You are checked in')).toBeInTheDocument();
    expect(api.calls('POST', path('checkIn'))).toHaveLength(1);
  });

  it('checks in at once 15 minutes before', async () => {
    const { api, user } = renderActions(['checkIn'], minutesBefore(15));
    await user.click(screen.getByRole('button', { name: /^Check in/ }));
    expect(await screen.findByText('You are checked in')).toBeInTheDocument();
    expect(api.calls('POST', path('checkIn'))).toHaveLength(1);
  });

  it('always asks before ending, even well after the booked time, and says the notes stay open', async () => {
    const { api, user } = renderActions(['end', 'markAsCompleted'], minutesBefore(-30));
    await user.click(screen.getByRole('button', { name: /^End consult/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this consult?' });
    expect(dialog).toHaveTextContent('You can still finish your notes and add documents');
    expect(api.calls('POST', path('end'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End consult' }));
    expect(await screen.findByText('The consult has ended')).toBeInTheDocument();
    expect(api.calls('POST', path('end'))).toHaveLength(1);
  });

  it('explains End consult and Mark completed beside them, and asks before completing', async () => {
    const { api, user } = renderActions(['end', 'markAsCompleted'], minutesBefore(-30));
    const complete = screen.getByRole('button', { name: /^Mark completed/ });
    expect(complete).toHaveAccessibleDescription(
      'End consult closes the call; you can still write notes. Mark completed finishes the record and locks your notes.',
    );
    expect(screen.getByRole('button', { name: /^End consult/ })).toHaveAccessibleDescription(
      /End consult closes the call/,
    );
    await user.click(complete);
    const dialog = await screen.findByRole('dialog', { name: 'Mark this consult completed?' });
    expect(dialog).toHaveTextContent('your clinical notes lock');
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Marked as completed')).toBeInTheDocument();
    expect(api.calls('POST', path('markAsCompleted'))).toHaveLength(1);
  });
});
