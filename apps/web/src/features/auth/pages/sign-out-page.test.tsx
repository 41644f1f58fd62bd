import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { apiError, buildUser, json, stubApi } from '../../../test/fake-api';
import { locationOf, renderRoute } from '../../../test/render-route';
import { LOGOUT_PATH } from '../api/logout-user';
import { SignOutPage } from './sign-out-page';

function renderSignOut() {
  const rendered = renderRoute(
    [
      { path: '/users/sign_out', element: <SignOutPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/users/sign_out',
  );
  return rendered;
}

describe('the sign-out page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('tells the server once, clears the tokens and the cache, and goes home saying "You have signed out."', async () => {
    const api = stubApi({
      [`POST ${LOGOUT_PATH}`]: () => new Response(null, { status: 204 }),
      'GET /api/v1/users/fetchLogin': () => json(200, buildUser()),
    });
    const { router, queryClient } = renderSignOut();
    queryClient.setQueryData(['auth', 'current-user'], buildUser());

    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(api.calls('POST', LOGOUT_PATH)).toEqual([
      {
        method: 'POST',
        path: LOGOUT_PATH,
        body: { refreshToken: 'refresh-1' },
        authorization: 'Bearer access-1',
      },
    ]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([
    ['answers with an error', () => apiError(500, 'Unexpected error occur. Please try again')],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('clears the tokens even when the server %s', async (_case, answer) => {
    stubApi({ [`POST ${LOGOUT_PATH}`]: answer });
    const { router, queryClient } = renderSignOut();
    queryClient.setQueryData(['auth', 'current-user'], buildUser());

    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
  });

  it('does not call the server when there is no session to end', async () => {
    localStorage.clear();
    const api = stubApi({});
    const { router } = renderSignOut();
    await waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
