import { ROLES } from '@curo/core/auth';
import { ROLE_HOME } from '@curo/core/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { SecurePortalPage } from './secure-portal-page';

const renderPortal = () =>
  renderRoute([{ path: '/secure-portal', element: <SecurePortalPage /> }], '/secure-portal');

describe('/secure-portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each(ROLES.map((role) => [role, ROLE_HOME[role]]))('lands a signed-in %s on %s', async (role, home) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, buildUser({ role })) });
    const { router } = renderPortal();
    await waitFor(() => expect(locationOf(router)).toBe(home));
    // Replaced, not pushed: Back leaves the app rather than bouncing through the portal again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to try again when the account cannot be loaded', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    stubApi({ [`GET ${FETCH_LOGIN_PATH}`]: () => apiError(503, 'Curo is briefly unavailable') });
    renderPortal();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Curo is briefly unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
