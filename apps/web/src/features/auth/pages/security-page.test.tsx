import type { TSession } from '@curo/core/auth';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { formatDateTimeWithYear } from '../../../lib/date-time';
import { toast } from '../../../lib/toast-store';
import { apiError, buildSession, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { SESSIONS_PATH } from '../api/get-sessions';
import { SecurityPage } from './security-page';

const renderSecurity = () =>
  renderRoute([{ path: '/account/security', element: <SecurityPage /> }], '/account/security');

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A server that keeps the sessions and forgets the ones it is told to revoke. */
function sessionServer(initial: TSession[]) {
  let sessions = [...initial];
  const api = stubApi({
    [`GET ${SESSIONS_PATH}`]: () => json(200, { items: sessions }),
    ...Object.fromEntries(
      initial.map((s) => [
        `DELETE ${SESSIONS_PATH}/${s.id}`,
        () => {
          sessions = sessions.filter((x) => x.id !== s.id);
          return new Response(null, { status: 204 });
        },
      ]),
    ),
  });
  return api;
}

describe('the security page', () => {
  const current = buildSession({ current: true, ip: '203.0.113.10' });
  const laptop = buildSession({
    userAgent: MAC_SAFARI,
    ip: '198.51.100.7',
    lastUsedAt: '2026-11-20T22:05:00Z',
  });
  const phone = buildSession({
    userAgent: IPHONE_SAFARI,
    ip: '2001:db8::1',
    lastUsedAt: '2026-11-19T08:00:00Z',
  });

  beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1'));
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists every signed-in device with its IP and times, this one first and badged', async () => {
    sessionServer([phone, laptop, current]);
    renderSecurity();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chrome on Linux',
      'Safari on macOS',
      'Safari on iPhone',
    ]);
    const [first, second] = rows;
    expect(within(first!).getByText('This device')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/users/sign_out');
    expect(within(second!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(second!).getByText('198.51.100.7')).toBeInTheDocument();
    expect(within(second!).getByText(formatDateTimeWithYear(laptop.lastUsedAt))).toBeInTheDocument();
    expect(within(second!).getByText(formatDateTimeWithYear(laptop.createdAt))).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', {
        name: `Revoke Safari on macOS, last active ${formatDateTimeWithYear(laptop.lastUsedAt)}`,
      }),
    ).toBeInTheDocument();
  });

  it('revoking calls DELETE with the session id, then shows the list without it', async () => {
    const api = sessionServer([current, laptop]);
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: /^Revoke Safari on macOS/ }));

    await waitFor(() => expect(api.calls('DELETE', `${SESSIONS_PATH}/${laptop.id}`)).toHaveLength(1));
    expect(api.calls('DELETE', `${SESSIONS_PATH}/${laptop.id}`)[0]?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(screen.queryByText('Safari on macOS')).not.toBeInTheDocument());
    expect(api.calls('GET', SESSIONS_PATH)).toHaveLength(2);
    expect(await screen.findByText('Safari on macOS has been signed out.')).toBeInTheDocument();
    expect(screen.getByText('This is the only device signed in to your account.')).toBeInTheDocument();
  });

  it('"Sign out of all other devices" revokes each one that is not this device', async () => {
    const api = sessionServer([current, laptop, phone]);
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const deleted = api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    expect(deleted.sort()).toEqual([`${SESSIONS_PATH}/${laptop.id}`, `${SESSIONS_PATH}/${phone.id}`].sort());
    expect(await screen.findByText('All other devices have been signed out.')).toBeInTheDocument();
  });

  it("shows the server's message when a device cannot be revoked, and keeps it listed", async () => {
    stubApi({
      [`GET ${SESSIONS_PATH}`]: () => json(200, { items: [current, laptop] }),
      [`DELETE ${SESSIONS_PATH}/${laptop.id}`]: () => apiError(404, 'Session not found', ErrorCode.NOT_FOUND),
    });
    const { user } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: /^Revoke Safari on macOS/ }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(screen.getByText('Safari on macOS')).toBeInTheDocument();
  });

  it('says so while loading, and offers to try again when the list cannot load', async () => {
    let fail = true;
    stubApi({
      [`GET ${SESSIONS_PATH}`]: () =>
        fail ? apiError(500, 'Unexpected error occur. Please try again') : json(200, { items: [current] }),
    });
    const { user } = renderSecurity();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your devices');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your devices.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in and back here', async () => {
    localStorage.clear();
    stubApi({});
    const { router } = renderSecurity();
    await waitFor(() => expect(locationOf(router)).toBe('/login?next=%2Faccount%2Fsecurity'));
  });
});
