import { ErrorCode } from '@curo/core/errors';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewerTimeZone } from '../../../lib/date-time';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { APPOINTMENT_ID } from '../testing/build-staff-data';
import { GuestJoinPage } from './guest-join-page';

const TOKEN = 'tok_3q2CrpS7wQn0yJd8bXk1uVfA';
const ACCEPT = `/api/v1/appointments/${APPOINTMENT_ID}/acceptGuest`;
const PATH = `/join/${APPOINTMENT_ID}`;

/** Opens the page as a guest's link does: the token after `#`, in the browser's own address. */
function openLink(fragment = `#token=${TOKEN}`) {
  window.history.replaceState(null, '', `${PATH}${fragment}`);
  return renderRoute([{ path: '/join/:appointmentId', element: <GuestJoinPage /> }], PATH);
}

describe('the guest join page', () => {
  beforeEach(() => setViewerTimeZone('Australia/Perth'));
  afterEach(() => {
    setViewerTimeZone(null);
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends nothing until the guest presses Join, then sends the token in the body only', async () => {
    const api = stubApi({
      [`POST ${ACCEPT}`]: () =>
        json(200, {
          participantId: '0190a5c1-0000-7000-8000-0000000c0001',
          appointmentId: APPOINTMENT_ID,
          name: 'Linh Nguyen',
          doctorName: 'Priya Raman',
          startsAt: '2026-11-30T23:00:00.000Z',
          endsAt: '2026-11-30T23:15:00.000Z',
          status: 'scheduled',
        }),
    });
    const { user } = openLink();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join a consult on Curo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In an emergency, call 000.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    // The token is taken out of the address bar once read.
    expect(window.location.hash).toBe('');

    await user.click(screen.getByRole('button', { name: 'Join the consult' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're in, Linh Nguyen" }),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: ACCEPT, body: { token: TOKEN } });
    expect(api.requests.some((r) => r.path.includes(TOKEN))).toBe(false);
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('When (your time, Perth)')).toBeInTheDocument();
    expect(screen.getByText('Tue 1 Dec, 7:00 am AWST')).toBeInTheDocument();
  });

  it.each([
    [
      410,
      ErrorCode.INVITE_USED,
      'This invitation has already been used',
      'This invitation has already been used',
    ],
    [
      410,
      ErrorCode.INVITE_EXPIRED,
      'This invitation has expired. Ask the clinic for a new one',
      'This invitation has expired',
    ],
    [404, ErrorCode.NOT_FOUND, 'This invitation link is not valid', 'This invitation link is not valid'],
    [
      409,
      ErrorCode.INVALID_STATE,
      'This consult is cancelled and cannot be joined',
      'This consult cannot be joined',
    ],
  ])('explains a %i %s plainly', async (status, code, message, title) => {
    stubApi({ [`POST ${ACCEPT}`]: () => apiError(status, message, code) });
    const { user } = openLink();
    await user.click(await screen.findByRole('button', { name: 'Join the consult' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(screen.queryByRole('button', { name: 'Join the consult' })).not.toBeInTheDocument();
  });

  it('says the link is incomplete when it has no token, and sends nothing', async () => {
    const api = stubApi({});
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid');
    expect(screen.queryByRole('button', { name: 'Join the consult' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the page out of search results', async () => {
    stubApi({});
    openLink();
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
